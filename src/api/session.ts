/**
 * The browser session (SPEC 3: "Browser session holds ..."). Kept in
 * sessionStorage so a tab keeps its login across reloads and a new tab starts
 * clean. Passwords never go here.
 */
export type SessionData = {
  token: string;
  username: string;
  account?: string;
  nickname?: string;
  customerId?: string;
  memberType?: number;
  isAgent?: boolean;
  isTrial?: boolean;
  /** From the login answer: the first login shows popups of execution F (SPEC 4). */
  firstTimeLogin?: boolean;
  merchant?: string;
  merchantCode?: string;
  consolidated?: unknown;
  enableSalary?: boolean;
  enableContract?: boolean;
};

const KEY = 'session';
type Listener = () => void;

function storage(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}

function read(): SessionData | null {
  const raw = storage()?.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<SessionData>;
    return typeof parsed.token === 'string' && parsed.token !== '' ? (parsed as SessionData) : null;
  } catch {
    return null;
  }
}

let current: SessionData | null = read();
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const session = {
  get(): SessionData | null {
    return current;
  },
  token(): string | null {
    return current?.token ?? null;
  },
  /** Starts a session, or merges into the current one. */
  set(data: SessionData | Partial<SessionData>): void {
    const next = { ...(current ?? {}), ...data } as SessionData;
    if (!next.token) return;
    current = next;
    storage()?.setItem(KEY, JSON.stringify(next));
    emit();
  },
  /** Logout: clears the whole session storage (SPEC 4), not just our key. */
  clear(): void {
    current = null;
    storage()?.clear();
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Re-reads storage: for tests that write it directly. */
  reload(): void {
    current = read();
    emit();
  },
};

export type Session = typeof session;

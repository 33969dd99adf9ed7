import { createAppLinkCode, login, loginFreeplay, logout } from '@generated/api/session/session';
import { encryptRandomToken, sendEncrypted } from '@/api/encryption';
import { TRIAL_TYPE } from '@/api/member-types';
import { session } from '@/api/session';
import { unwrap } from '@/api/unwrap';
import { PERSONAS } from '../db/personas';
import { db } from '../db/store';

/**
 * One-click sign-in as any demo persona, through the real session flow: the
 * login call (encrypted, answered by the mock server, which opens a session),
 * then the site's own hand-over link with a one-time `#code=` (issue 21:
 * member info, login info into the session, agents to their centre), which
 * asks "Sign in as X?" first as every hand-over link does (ADR 0021). The personas whose login
 * ends in a forced password change fill and send the real login form instead,
 * because the site decides that change from the typed password.
 */
export type PanelPersona = {
  username: string;
  password: string | null;
  /** What the persona shows (README "Demo accounts"). */
  shows: string;
  kind: 'member' | 'agent' | 'trial';
  /** Signs in through the login form (the forced password change). */
  throughForm: boolean;
};

const SHOWS: Record<string, string> = {
  demo: 'member: RM 12,345.67, three unread messages',
  newbie: 'member with the default password: the change is forced',
  expired: 'member whose password expired: the change is asked',
  agent1: 'agent type 1, upline of agent41 and agent42',
  agent2: 'agent type 2',
  agent41: 'agent type 41 (contracts)',
  agent42: 'agent type 42 (contracts)',
};

export const PANEL_PERSONAS: readonly PanelPersona[] = [
  ...PERSONAS.map((persona) => ({
    username: persona.username,
    password: persona.password,
    shows: SHOWS[persona.username] ?? `member type ${persona.type}`,
    kind: persona.type === 0 ? ('member' as const) : ('agent' as const),
    throughForm: persona.firstTimeLogin || persona.passwordExpired,
  })),
  { username: 'free play', password: null, shows: 'trial user (type 4): blocked from real games and member actions', kind: 'trial', throughForm: false },
];

/** sessionStorage keys of the mocks, kept when a sign-in or sign-out clears the session storage. */
const MOCK_KEYS = ['mock-scenario', 'mock-overrides'];
const PENDING_KEY = 'mock-panel-sign-in';
/** The panel's own state (panel.ts): dropped on a sign-in or out, so the page comes back with the panel closed. */
const PANEL_UI_KEY = 'mock-panel';

function go(href: string) {
  sessionStorage.removeItem(PANEL_UI_KEY);
  const target = new URL(href, window.location.href);
  const sameDocument = target.pathname === window.location.pathname && target.search === window.location.search;
  window.location.assign(target.toString());
  // Only the fragment changed: the browser would not load the page again, and a fresh start is what the panel promises.
  if (sameDocument) window.location.reload();
}

function clearSessionKeepingMocks() {
  const kept = MOCK_KEYS.map((key) => [key, sessionStorage.getItem(key)] as const);
  session.clear();
  for (const [key, value] of kept) if (value !== null) sessionStorage.setItem(key, value);
}

async function endCurrentSession() {
  if (!session.token()) return;
  try {
    await logout();
  } catch {
    // The session is dropped here either way.
  }
  clearSessionKeepingMocks();
}

/**
 * Where the persona lands: agents in their centre, everyone else stays on the
 * page (not on a login page), with a one-time app-link code (never the token).
 */
function landing(persona: PanelPersona, code: string | null): string {
  const fragment = code ? `#${new URLSearchParams({ code }).toString()}` : '';
  if (persona.kind === 'agent' && code) return `/agent${fragment}`;
  const url = new URL(window.location.href);
  const path = /^\/(login|register|agent)/.test(url.pathname) || url.pathname.startsWith('/agentHome') ? '/' : url.pathname;
  const params = new URLSearchParams(path === url.pathname ? url.search : '');
  params.delete('redirect');
  const query = params.toString();
  return `${query ? `${path}?${query}` : path}${fragment}`;
}

export async function signInAs(persona: PanelPersona): Promise<void> {
  await endCurrentSession();
  if (persona.kind !== 'trial') {
    db.update((state) => {
      delete state.failedLogins[persona.username];
    });
  }
  if (persona.throughForm && persona.password) {
    sessionStorage.setItem(PENDING_KEY, JSON.stringify({ username: persona.username, password: persona.password }));
    go('/login?redirect=%2F');
    return;
  }
  if (persona.kind === 'trial') {
    // A trial session gets no app-link code (the contract): it is stored as the free-play button stores it.
    const user = unwrap(await loginFreeplay({ os: 'Linux', platform: 'W', random: await encryptRandomToken(), gatewayVersion: 3 }));
    session.set({ token: user.token, username: user.userName, account: user.userName, nickname: user.userName, memberType: TRIAL_TYPE, isTrial: true });
    go(landing(persona, null));
    return;
  }
  const user = unwrap(await sendEncrypted({ username: persona.username, password: persona.password ?? '', type: 'username' }, (body) => login(body)));
  const { code } = unwrap(await createAppLinkCode({ headers: { token: user.token } }));
  // The panel's own login is not the session the site keeps: the code opens that one. It is not logged out here,
  // since a logout cancels the account's unused codes (issue 28); the demo world's idle lifetime ends it.
  go(landing(persona, code));
}

export async function signOut(): Promise<void> {
  const wasAgent = session.get()?.isAgent === true;
  await endCurrentSession();
  clearSessionKeepingMocks();
  go(wasAgent ? '/agent' : '/');
}

function setValue(input: HTMLInputElement, value: string) {
  // React tracks the value it set: go through the prototype's setter so it sees a change.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** After the reload of a form sign-in: fills the login form when it appears and sends it. */
export function finishPendingSignIn(): void {
  const raw = sessionStorage.getItem(PENDING_KEY);
  if (!raw) return;
  sessionStorage.removeItem(PENDING_KEY);
  const { username, password } = JSON.parse(raw) as { username: string; password: string };
  const started = Date.now();
  const observer = new MutationObserver(() => attempt());
  function attempt() {
    const form = document.querySelector<HTMLFormElement>('[role="dialog"] form:has(input[name="username"])');
    const name = form?.querySelector<HTMLInputElement>('input[name="username"]');
    const secret = form?.querySelector<HTMLInputElement>('input[name="password"]');
    if (form && name && secret) {
      setValue(name, username);
      setValue(secret, password);
      form.requestSubmit();
      observer.disconnect();
    } else if (Date.now() - started > 15_000) observer.disconnect();
  }
  observer.observe(document.body, { childList: true, subtree: true });
  attempt();
}

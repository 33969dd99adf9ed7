import { SEED_CONTRACTS } from './agent';
import { PERSONAS, type MockMember } from './personas';
import type { DbState } from './state';
import { seedMessages } from './messages';
import { SEED_POINTS, SEED_REDEEMS } from './points';

export type { DbState, FavouriteEntry, RecentEntry } from './state';

/**
 * The mocks' in-memory database. In the browser it is kept in localStorage so
 * a reload keeps the demo's state (balance after a transfer, favourites, the
 * session); in Node (tests) it lives in memory and `resetDb()` starts over.
 */

const VERSION = 5;
const STORAGE_KEY = 'mock-db';

function seed(): DbState {
  return {
    version: VERSION,
    members: PERSONAS.map((member) => ({ ...member, wallets: { ...member.wallets } })),
    sessions: {},
    favourites: {},
    recent: {},
    failedLogins: {},
    feedback: [],
    contracts: SEED_CONTRACTS.map((contract) => structuredClone(contract)),
    points: structuredClone(SEED_POINTS),
    redeems: structuredClone(SEED_REDEEMS),
    ledger: {},
    messages: seedMessages(),
    downlines: {},
    smsCooldowns: {},
    nextMemberId: 30001,
  };
}

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function load(): DbState {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (raw) {
    try {
      const parsed = JSON.parse(raw) as DbState;
      if (parsed.version === VERSION) return parsed;
    } catch {
      // fall through to a fresh seed
    }
  }
  return seed();
}

let state: DbState = load();

/** The contract's `info.x-session-lifetime` (tests/unit/openapi/contract-security.test.ts keeps them equal). */
export const SESSION_LIFETIME = { idleSeconds: 1800, absoluteSeconds: 43_200 };

/** Ends a session idle for longer than the idle lifetime or older than the absolute one; else marks it used now. */
function sessionStillLive(token: string): boolean {
  const now = Date.now();
  const times = (state.sessionTimes ??= {});
  const entry = (times[token] ??= { started: now, seen: now });
  if (now - entry.seen > SESSION_LIFETIME.idleSeconds * 1000 || now - entry.started > SESSION_LIFETIME.absoluteSeconds * 1000) {
    db.update((draft) => {
      delete draft.sessions[token];
      delete draft.limitedSessions?.[token];
      delete times[token];
    });
    return false;
  }
  // Written through at most once a minute: a reload keeps the session's last use, a burst of calls stays cheap.
  const persist = now - entry.seen > 60_000;
  entry.seen = now;
  if (persist) db.update(() => undefined);
  return true;
}

export const db = {
  get state(): DbState {
    return state;
  },
  /** Runs a change and persists it. */
  update<T>(change: (draft: DbState) => T): T {
    const result = change(state);
    storage()?.setItem(STORAGE_KEY, JSON.stringify(state));
    return result;
  },
  /** The member of a live session: one idle or open too long (SESSION_LIFETIME) has ended, as on a server. */
  memberByToken(token: string | null): MockMember | undefined {
    if (!token) return undefined;
    const username = state.sessions[token];
    if (!username || !sessionStillLive(token)) return undefined;
    return state.members.find((member) => member.username === username);
  },
  memberByName(username: string): MockMember | undefined {
    const wanted = username.trim().toLowerCase();
    return state.members.find((member) => member.username.toLowerCase() === wanted);
  },
  memberByMobile(mobile: string): MockMember | undefined {
    const digits = mobile.replace(/\D/g, '');
    return state.members.find((member) => member.mobileNum.replace(/\D/g, '') === digits);
  },
};

export function resetDb(): void {
  state = seed();
  storage()?.removeItem(STORAGE_KEY);
}

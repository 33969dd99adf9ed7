import type { Contract, PlatformMessage, PointRecord, PointRedeem } from '@generated/model';
import { SEED_CONTRACTS } from './agent';
import type { LedgerEntry } from './ledger';
import type { PromotionsState } from './promotions';
import type { MemberPayments } from './payments';
import { PERSONAS, type MockMember } from './personas';
import type { TeamMember } from './team';
import { seedMessages } from './messages';
import { SEED_POINTS, SEED_REDEEMS } from './points';

/**
 * The mocks' in-memory database. In the browser it is kept in localStorage so
 * a reload keeps the demo's state (balance after a transfer, favourites, the
 * session); in Node (tests) it lives in memory and `resetDb()` starts over.
 */
export type FavouriteEntry = { nodeId: string; vendor: string; gameType: string; addedAt: number };
export type RecentEntry = { nodeId: string; vendor: string; gameType: string; playedAt: number };

export type DbState = {
  version: number;
  members: MockMember[];
  /** token -> username */
  sessions: Record<string, string>;
  favourites: Record<string, FavouriteEntry[]>;
  recent: Record<string, RecentEntry[]>;
  /** username -> failed logins in a row (two or more ask for a captcha). */
  failedLogins: Record<string, number>;
  feedback: Array<{ sender: string; type: number; content: string; at: number }>;
  /** Contracts between agents (agent domain). */
  contracts: Contract[];
  /** username -> points ledger, newest first (points domain). */
  points: Record<string, PointRecord[]>;
  /** username -> points-mall redeems, newest first. */
  redeems: Record<string, PointRedeem[]>;
  /** normalised mobile number -> epoch ms until which no new SMS code is sent (the server's cool-down). */
  smsCooldowns: Record<string, number>;
  /** agent username -> accounts the agent created in the demo (joined to the seeded tree of team.ts). */
  downlines: Record<string, TeamMember[]>;
  /** account -> balance of a seeded team account after a transfer from its agent (absent: the seeded balance). */
  teamBalances?: Record<string, number>;
  /** username -> money movements recorded by the demo (newest first); see ledger.ts. */
  ledger: Record<string, LedgerEntry[]>;
  /** username -> platform messages (messages domain); the unread count is counted from it. */
  messages: Record<string, PlatformMessage[]>;
  /** username -> standing in promotions, red envelopes, rebate (promotions domain; seeded on first use, see promotions.ts). */
  promotions?: Record<string, PromotionsState>;
  /** username -> profile labels, payment password, bank accounts, deposits and withdrawals (created on first use; see payments.ts). */
  payments?: Record<string, MemberPayments>;
  nextMemberId: number;
  /** "member method path key" -> the first answer of a call that moves money (mocks/lib/idempotency.ts). */
  idempotency?: Record<string, { answer: unknown; at: number }>;
  /** Session tokens limited to the forced password change (the reason), until changePassword succeeds. */
  limitedSessions?: Record<string, 'default' | 'expired'>;
  /** captchaId -> its answer and when it was drawn; spent by the first check. */
  captchas?: Record<string, { answer: string; at: number }>;
  /** Nonces of encrypted bodies seen in the replay window -> when. */
  nonces?: Record<string, number>;
  /** App-link code -> the username it signs in and its expiry (one use). */
  appLinkCodes?: Record<string, { username: string; until: number }>;
  /** Session token -> when it was opened and last used (epoch ms): its idle and absolute lifetimes (account-security.ts). */
  sessionTimes?: Record<string, { started: number; seen: number }>;
  /** Notices the "server" sent to a member's old contact after an account change (mock-visible outbox, newest last). */
  outbox?: Array<{ username: string; channel: 'sms' | 'email'; to: string; text: string; at: number }>;
  /** username -> wrong login passwords given to an account change, and since when (re-authentication's rate limit). */
  reauthFailures?: Record<string, { count: number; since: number }>;
  /** username -> wrong payment passwords in a row, and until when the payment password is locked. */
  pinFailures?: Record<string, { count: number; lockedUntil: number }>;
  /** Data at scale (the mock panel's presets): betting records per member, team size per agent. */
  scale?: { betRecords?: Record<string, number>; team?: Record<string, number> };
};

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

/** The contract's `info.x-session-lifetime` (tests/unit/contract-security.test.ts keeps them equal). */
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

import type {
  ActivityStatus,
  Contract,
  PlayBreakKind,
  PlayBreakPeriod,
  PlayLimitKind,
  DepositOrder,
  GameType,
  PlatformMessage,
  PointRecord,
  PointRedeem,
  RedEnvelope,
  Withdrawal,
} from '@generated/model';
import type { MockMember } from './personas';

/*
 * The shape of the demo world's stored state: `DbState` and the records of the slices it holds. In a module of its
 * own so the store and its slices (ledger, promotions, payments, team), which read and write it, import it without
 * importing one another back (issue 31). Each slice re-exports its own records.
 */

// store

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
  /** username -> limits, reality check and break (play safely, issue 30; created on first use, see play-safely.ts). */
  playSafely?: Record<string, PlaySafety>;
  /** How far the mock panel moved the demo's clock forward (ms): limit windows, cooling-off, breaks, the session clock. */
  clockOffsetMs?: number;
  /** Data at scale (the mock panel's presets): betting records per member, team size per agent. */
  scale?: { betRecords?: Record<string, number>; team?: Record<string, number> };
};

// ledger

export type LedgerType = 'deposit' | 'withdrawal' | 'transfer' | 'bonus' | 'rebate' | 'adjustment';

export type LedgerStatus = 'pending' | 'success' | 'failed' | 'cancelled';

export type LedgerEntry = {
  /** Reference number shown to the member (e.g. DP-20261123-0001). */
  id: string;
  /** `YYYY-MM-DD HH:mm:ss`, the player's time. */
  time: string;
  type: LedgerType;
  /** Positive money in, negative money out of the main wallet (a transfer between wallets is signed from MAIN). */
  amount: number;
  status: LedgerStatus;
  /** Main-wallet balance after the entry, when it is settled. */
  balanceAfter?: number;
  /** Channel, wallet pair, promotion name ... */
  remark?: string;
};

// promotions

/** A member's standing in one promotion. */
export type Standing = { status: ActivityStatus; rewardAmount?: number | null; updatedTime?: string | null; remark?: string | null };

export type PromotionsState = {
  standings: Record<string, Standing>;
  envelopes: RedEnvelope[];
  /** When each game type's manual rebate was last claimed (bets after it count). */
  rebateClaimedAt: Partial<Record<GameType, string>>;
};

// payments

export type ProfileExtras = {
  fullname: string | null;
  payeeName: string | null;
  countryDialingCode: string | null;
  birthday: string | null;
  address: string | null;
  nationality: string | null;
  occupation: string | null;
  sourceOfIncome: string | null;
  placeOfBirth: string | null;
  telegram: string | null;
  zalo: string | null;
  registeredAt: string | null;
};

export type BankAccountRecord = { id: string; bankCode: string; payeeName: string; accountNumber: string; addedAt: string };

/** A deposit with when the demo credits it (epoch ms, set when the member says they paid). */
export type DepositRecord = DepositOrder & { creditAt: number | null };

/** A withdrawal with when the demo pays it out (epoch ms). */
export type WithdrawalRecord = Withdrawal & { payAt: number; proofs: number };

export type MemberPayments = {
  profile: ProfileExtras;
  paymentPassword: string | null;
  bankAccounts: BankAccountRecord[];
  deposits: DepositRecord[];
  withdrawals: WithdrawalRecord[];
  /** Locked by unmet bonus turnover: not withdrawable. */
  lockedAmount: number;
};

// team

export type TeamMember = {
  account: string;
  /** 0 member, 1/2/41/42 agent (SPEC 3 member types). */
  type: number;
  /** 1 = a direct downline of the agent, 2 = their downline, ... */
  level: number;
  /** The account directly above. */
  parent: string;
  registeredAt: string;
  lastLoginAt: string | null;
  status: 'active' | 'frozen';
  balance: number;
};

// play safely

/** A limit as stored: the value in force and a raise or removal waiting (epoch ms; src/features/play-safely/logic). */
export type StoredLimit = { value: number | null; pending: { value: number | null; effectiveAt: number } | null };

export type PlaySafety = {
  limits: Partial<Record<PlayLimitKind, StoredLimit>>;
  realityCheckMinutes: 15 | 30 | 60 | null;
  /** A time-out or self-exclusion in force until (epoch ms by the demo's clock). */
  break: { kind: PlayBreakKind; period: PlayBreakPeriod; until: number } | null;
};

import type { PlayLimit, PlayLimitKind, PlayLimitRefusal, PlayWeek } from '@generated/model';
import { LIMIT_KINDS, NO_LIMIT, fromPlayTime, isDepositLimit, periodOf, playTime, settled, windowOf } from '@/features/play-safely/logic/limit-rules';
import { sumOf } from '../lib/records';
import { stamp } from '../lib/stamp';
import { betBook } from './bets';
import { paymentsOf } from './payments';
import { WHITELABEL } from './site-config';
import type { DbState, PlaySafety, StoredLimit } from './state';
import { db } from './store';

export type { PlaySafety, StoredLimit } from './state';

/*
 * Play safely (issue 30): each persona's limits, reality check and break, and the demo's clock, which the mock
 * panel moves forward to see a cooling-off or a break end. The rules are the site's own (limit-rules.ts).
 */

/** The merchant flag (whitelabel PLAYSAFE3): off, the play-safely calls answer FUNCTION_NOT_ENABLED and nothing else changes. */
export function playSafelyOn(): boolean {
  return WHITELABEL.some((flag) => flag.modId === 'PLAYSAFE3' && flag.enabled);
}

/** The demo's clock (epoch ms): the real one, moved forward by the mock panel. */
export function playClock(): number {
  return Date.now() + (db.state.clockOffsetMs ?? 0);
}

/** Moves the demo's clock forward (the mock panel); 0 puts it back. */
export function moveClock(ms: number): void {
  db.update((state) => {
    state.clockOffsetMs = ms === 0 ? 0 : (state.clockOffsetMs ?? 0) + ms;
  });
}

const FRESH: PlaySafety = { limits: {}, realityCheckMinutes: null, break: null };

/** The member's play-safely state, created on first use. Call inside `db.update` when you change it. */
export function safetyOf(state: DbState, username: string): PlaySafety {
  const all = (state.playSafely ??= {});
  return (all[username] ??= structuredClone(FRESH));
}

/** A limit as it stands now (a raise whose cooling-off ended has taken effect). */
export function limitOf(username: string, kind: PlayLimitKind, now = playClock()): StoredLimit {
  return settled(db.state.playSafely?.[username]?.limits[kind] ?? NO_LIMIT, now);
}

/** When this session was opened (the login), epoch ms. */
export function sessionStart(token: string | null): number {
  return (token && db.state.sessionTimes?.[token]?.started) || Date.now();
}

const inWindow = (time: string, start: number, end: number) => {
  const at = fromPlayTime(time);
  return at >= start && at < end;
};

/** Deposits opened in the window (every order but a failed one counts against a deposit limit). */
function depositsIn(username: string, start: number, end: number): number {
  const deposits = paymentsOf(db.state, username).deposits.filter((deposit) => deposit.status !== 'failed' && inWindow(deposit.createdAt, start, end));
  return sumOf(deposits.map((deposit) => deposit.amount));
}

/** Winnings less stakes of the bets settled in the window (negative: a loss). */
export function netResultIn(username: string, start: number, end: number): number {
  // The member's one history up to the demo's today (a history drawn up to another day would be another history).
  // A bet settles at most 92 s after it is placed: from the day before the window's start, not the whole history.
  const bets = betBook(username, new Date(playClock()))
    .between(stamp(start - 86_400_000).slice(0, 10))
    .filter((bet) => bet.status === 'settled' && bet.settleTime && inWindow(bet.settleTime, start, end));
  return sumOf(bets.map((bet) => bet.winLoss));
}

/** What the current window of a limit used: deposits, net loss (never below 0), or minutes of this session. */
export function usedOf(username: string, kind: PlayLimitKind, token: string | null, now = playClock()): number {
  const period = periodOf(kind);
  if (period === 'session') return Math.floor((now - sessionStart(token)) / 60_000);
  const { start, end } = windowOf(period, now);
  if (isDepositLimit(kind)) return depositsIn(username, start, end);
  return Math.max(0, -netResultIn(username, start, Math.min(end, now + 1)));
}

export function resetsAtOf(kind: PlayLimitKind, now = playClock()): string | null {
  const period = periodOf(kind);
  return period === 'session' ? null : playTime(windowOf(period, now).end);
}

/** Every limit of the member, as getPlaySafely answers it. */
export function limitsOf(username: string, token: string | null): PlayLimit[] {
  const now = playClock();
  return LIMIT_KINDS.map((kind) => {
    const setting = limitOf(username, kind, now);
    return {
      kind,
      value: setting.value,
      used: usedOf(username, kind, token, now),
      resetsAt: resetsAtOf(kind, now),
      pending: setting.pending ? { value: setting.pending.value, effectiveAt: playTime(setting.pending.effectiveAt) } : null,
    };
  });
}

/** The limit a deposit of `amount` would pass, if any (the strictest window first: day, week, month). */
export function depositRefusal(username: string, amount: number): PlayLimitRefusal | null {
  if (!playSafelyOn()) return null;
  const now = playClock();
  for (const kind of ['depositDay', 'depositWeek', 'depositMonth'] as const) {
    const { value } = limitOf(username, kind, now);
    if (value === null) continue;
    const used = usedOf(username, kind, null, now);
    if (Math.round((used + amount) * 100) > Math.round(value * 100)) return { kind, value, used, resetsAt: resetsAtOf(kind, now) };
  }
  return null;
}

/** The loss or session limit a game launch meets, if any. */
export function launchRefusal(username: string, token: string | null): PlayLimitRefusal | null {
  if (!playSafelyOn()) return null;
  const now = playClock();
  for (const kind of ['sessionMinutes', 'lossDay', 'lossWeek', 'lossMonth'] as const) {
    const { value } = limitOf(username, kind, now);
    if (value === null) continue;
    const used = usedOf(username, kind, token, now);
    if (used >= value) return { kind, value, used, resetsAt: resetsAtOf(kind, now) };
  }
  return null;
}

/** The break in force at the demo's clock, if any. */
export function breakOf(username: string) {
  const current = db.state.playSafely?.[username]?.break;
  return current && current.until > playClock() ? current : null;
}

/** Deposits credited, withdrawals requested and the net result per week, the last 8 weeks, newest first. */
export function weeksOf(username: string): PlayWeek[] {
  const money = paymentsOf(db.state, username);
  const now = playClock();
  return Array.from({ length: 8 }, (_, index) => {
    const { start } = windowOf('week', now - index * 7 * 86_400_000);
    const end = windowOf('week', start).end;
    return {
      weekStart: playTime(start).slice(0, 10),
      deposits: sumOf(
        money.deposits
          .filter((deposit) => deposit.status === 'success' && inWindow(deposit.creditedAt ?? deposit.createdAt, start, end))
          .map((deposit) => deposit.amount),
      ),
      withdrawals: sumOf(money.withdrawals.filter((withdrawal) => inWindow(withdrawal.createdAt, start, end)).map((withdrawal) => withdrawal.amount)),
      netResult: netResultIn(username, start, Math.min(end, now + 1)),
    };
  });
}

import dayjs from 'dayjs';
import type { PlayBreakKind, PlayBreakPeriod, PlayLimitKind } from '@generated/model';

/*
 * The play-safely rules (issue 30, ADR 0025): which window a limit counts in, how a change applies (lower at once,
 * raise or remove after 24 hours), when a limit refuses, the reality check's clock and a break's end. Pure, on epoch
 * milliseconds in the player's time zone: the mocks enforce them as the server would, the page explains them.
 */

export const COOLING_OFF_MS = 24 * 60 * 60 * 1000;

export type LimitPeriod = 'day' | 'week' | 'month' | 'session';

export const LIMIT_KINDS: readonly PlayLimitKind[] = ['depositDay', 'depositWeek', 'depositMonth', 'lossDay', 'lossWeek', 'lossMonth', 'sessionMinutes'];

export function periodOf(kind: PlayLimitKind): LimitPeriod {
  if (kind === 'sessionMinutes') return 'session';
  if (kind.endsWith('Day')) return 'day';
  return kind.endsWith('Week') ? 'week' : 'month';
}

export const isDepositLimit = (kind: PlayLimitKind) => kind.startsWith('deposit');
export const isLossLimit = (kind: PlayLimitKind) => kind.startsWith('loss');

/** The calendar window around `at`: a day from midnight, a week from Monday, a month from the 1st (end excluded). */
export function windowOf(period: Exclude<LimitPeriod, 'session'>, at: number): { start: number; end: number } {
  const moment = dayjs(at);
  if (period === 'day') {
    const start = moment.startOf('day');
    return { start: start.valueOf(), end: start.add(1, 'day').valueOf() };
  }
  if (period === 'week') {
    const start = moment.startOf('day').subtract((moment.day() + 6) % 7, 'day');
    return { start: start.valueOf(), end: start.add(7, 'day').valueOf() };
  }
  const start = moment.startOf('month');
  return { start: start.valueOf(), end: start.add(1, 'month').valueOf() };
}

/** A limit as stored: the value in force (null: none) and a raise or removal waiting for its cooling-off. */
export type LimitSetting = { value: number | null; pending: { value: number | null; effectiveAt: number } | null };

export const NO_LIMIT: LimitSetting = { value: null, pending: null };

/** The setting at `now`: a pending change whose cooling-off is over has taken effect. */
export function settled(setting: LimitSetting, now: number): LimitSetting {
  if (setting.pending && setting.pending.effectiveAt <= now) return { value: setting.pending.value, pending: null };
  return setting;
}

/** Is `requested` stricter than `current` (a limit where there was none, or a smaller one)? */
export function isStricter(requested: number | null, current: number | null): boolean {
  return requested !== null && (current === null || requested < current);
}

/**
 * A member asks for a new value. Stricter applies at once and drops a pending raise; the same value as in force
 * cancels a pending change; a raise or a removal waits 24 hours (replacing an earlier pending one).
 */
export function requestChange(current: LimitSetting, requested: number | null, now: number): LimitSetting {
  const setting = settled(current, now);
  if (isStricter(requested, setting.value)) return { value: requested, pending: null };
  if (requested === setting.value) return { value: setting.value, pending: null };
  return { value: setting.value, pending: { value: requested, effectiveAt: now + COOLING_OFF_MS } };
}

/** A deposit of `amount` passes the limit when what the window used plus it stays within it. */
export function depositAllowed(limit: number | null, used: number, amount: number): boolean {
  return limit === null || Math.round((used + amount) * 100) <= Math.round(limit * 100);
}

/** A loss limit is reached when the window's net loss (stakes less winnings) is at or over it. */
export function lossLimitReached(limit: number | null, netLoss: number): boolean {
  return limit !== null && netLoss >= limit;
}

/** The session time limit is reached when the session has lasted its minutes. */
export function sessionLimitReached(limitMinutes: number | null, elapsedMs: number): boolean {
  return limitMinutes !== null && elapsedMs >= limitMinutes * 60_000;
}

/**
 * The reality check's clock, counted from the login: how many checks are due by `elapsedSeconds`, whether one is
 * waiting (more due than the member acknowledged), and the seconds until the next one.
 */
export function realityCheck(elapsedSeconds: number, intervalMinutes: number | null, acknowledged: number) {
  if (intervalMinutes === null) return { due: false, count: 0, secondsToNext: null };
  const interval = intervalMinutes * 60;
  const count = Math.floor(Math.max(0, elapsedSeconds) / interval);
  const due = count > acknowledged;
  return { due, count, secondsToNext: due ? 0 : (Math.max(count, acknowledged) + 1) * interval - elapsedSeconds };
}

export const BREAK_PERIODS: Record<PlayBreakKind, readonly PlayBreakPeriod[]> = {
  timeOut: ['24h', '7d', '30d', '6w'],
  selfExclusion: ['6m', '1y', '2y', '5y'],
};

/** When a break of `period` taken at `now` ends (calendar months and years for a self-exclusion). */
export function breakEnd(period: PlayBreakPeriod, now: number): number {
  const start = dayjs(now);
  const [count, unit] = {
    '24h': [24, 'hour'],
    '7d': [7, 'day'],
    '30d': [30, 'day'],
    '6w': [42, 'day'],
    '6m': [6, 'month'],
    '1y': [1, 'year'],
    '2y': [2, 'year'],
    '5y': [5, 'year'],
  }[period] as [number, dayjs.ManipulateType];
  return start.add(count, unit).valueOf();
}

/** The contract's time stamps (`YYYY-MM-DD HH:mm:ss`, the player's time) to and from epoch milliseconds. */
export const playTime = (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss');
export const fromPlayTime = (text: string) => dayjs(text.replace(' ', 'T')).valueOf();

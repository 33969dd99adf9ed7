/**
 * Real-time salary is settled every 5 minutes (SPEC 9). Settlements run on
 * the clock's 5-minute marks (10:00, 10:05 ...), which are the same instants
 * in every time zone the site serves (offsets are whole multiples of 5
 * minutes), so the marks are counted from the epoch.
 */
export const SETTLEMENT_MINUTES = 5;

/** The next settlement strictly after `now` (a settlement running exactly now is past: the next one is 5 minutes on). */
export function nextSettlement(now: Date, intervalMinutes = SETTLEMENT_MINUTES): Date {
  const step = intervalMinutes * 60_000;
  return new Date((Math.floor(now.getTime() / step) + 1) * step);
}

/** Whole seconds left until `target` (rounded up, never below 0). */
export function secondsUntil(now: Date, target: Date): number {
  return Math.max(0, Math.ceil((target.getTime() - now.getTime()) / 1000));
}

/** `m:ss` for a countdown (`4:07`, `0:09`); hours are not needed below an hour, but shown if ever (`1:02:03`). */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  const h = Math.floor(safe / 3600);
  const m = Math.floor((safe % 3600) / 60);
  const s = String(safe % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${s}` : `${m}:${s}`;
}

import { db } from '../db/store';
import { tooManyRequests } from '../handlers/respond';

/** The server's SMS cool-down per number: a code lives `expiredMinutes`; no new one before. */
const key = (number: string) => number.replace(/\D/g, '').replace(/^0+/, '');

/** A 429 with Retry-After while the number's last code is still live, else null. */
export function smsTooSoon(number: string): Response | null {
  const until = db.state.smsCooldowns?.[key(number)] ?? 0;
  const seconds = Math.ceil((until - Date.now()) / 1000);
  if (seconds <= 0) return null;
  return tooManyRequests(seconds, 'Too many requests, retry after the countdown', 'SMS_TOO_MANY_REQUESTS');
}

export function startSmsCooldown(number: string, minutes: number): void {
  db.update((state) => {
    state.smsCooldowns ??= {};
    state.smsCooldowns[key(number)] = Date.now() + minutes * 60_000;
  });
}

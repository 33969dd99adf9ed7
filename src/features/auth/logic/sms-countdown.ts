/** SPEC 5 and 9: the SMS request button fires at most once a second. */
export const SMS_THROTTLE_MS = 1000;

/** Who sent the code: our server (it says how long the code lives) or a third-party provider. */
export type SmsSource = { kind: 'server'; expiredMinutes: number } | { kind: 'third-party' };

/**
 * SPEC 4: after a code is sent the button stays disabled for expiredMinutes x
 * 60 seconds, or 60 seconds on the third-party path.
 */
export function smsCountdownSeconds(source: SmsSource): number {
  if (source.kind === 'third-party') return 60;
  return Math.max(1, Math.round(source.expiredMinutes)) * 60;
}

/** Seconds left at `now` of a countdown started at `startedAt`; 0 re-enables the button. */
export function secondsLeft(startedAt: number, totalSeconds: number, now: number): number {
  return Math.max(0, totalSeconds - Math.floor((now - startedAt) / 1000));
}

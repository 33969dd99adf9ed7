/*
 * How many reality checks the member has answered this session, kept with the session in sessionStorage (a reload
 * keeps it, logout clears it) and tied to the session's login time, so a new login starts counting again.
 */
const KEY = 'reality-check';

type Stored = { startedAt: string; acknowledged: number };

export function acknowledgedChecks(startedAt: string): number {
  try {
    const stored = JSON.parse(globalThis.sessionStorage?.getItem(KEY) ?? 'null') as Stored | null;
    return stored?.startedAt === startedAt && Number.isInteger(stored.acknowledged) ? stored.acknowledged : 0;
  } catch {
    return 0;
  }
}

export function acknowledgeChecks(startedAt: string, count: number): void {
  try {
    globalThis.sessionStorage?.setItem(KEY, JSON.stringify({ startedAt, acknowledged: count } satisfies Stored));
  } catch {
    // Without storage the check comes back after a reload: better than never.
  }
}

/** "1 h 05 min" from seconds, as the numbers the sentence takes. */
export function durationParts(seconds: number): { hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}

/**
 * How long to wait before the next reconnect of the member socket
 * (openapi.yaml `x-websocket`): exponential from `baseMs`, doubled per failed
 * attempt up to `maxMs`, then spread by up to ±`jitter` so that a server
 * restart is not hit by every page in the same second. `attempt` counts from
 * 0 (the first retry); `random` is in [0, 1) (Math.random in the app, fixed
 * in tests).
 */
export type BackoffOptions = { baseMs?: number; maxMs?: number; jitter?: number };

export const BACKOFF_DEFAULTS = { baseMs: 1000, maxMs: 30_000, jitter: 0.2 } as const;

export function reconnectDelay(attempt: number, random: number, options: BackoffOptions = {}): number {
  const { baseMs, maxMs, jitter } = { ...BACKOFF_DEFAULTS, ...options };
  const step = Math.max(0, Math.floor(Number.isFinite(attempt) ? attempt : 0));
  // 2 ** step grows past any cap quickly; cap the exponent so the number stays finite.
  const exponential = Math.min(maxMs, baseMs * 2 ** Math.min(step, 30));
  const spread = 1 + jitter * (2 * Math.min(Math.max(random, 0), 1) - 1);
  return Math.round(Math.min(maxMs, Math.max(0, exponential * spread)));
}

/**
 * What every feature's query options share: one unwrap of the
 * `{success, value, message}` envelope (src/api/unwrap.ts) and named stale-time tiers.
 *
 * The cache keeps the envelope exactly as the generated hooks type it (so a
 * generated hook and a feature's options can share a key); `select: unwrap`
 * hands components the value. The fetcher already throws an `ApiError` for
 * `success: false`, so a selected envelope is always a success.
 */

export { unwrap, type SuccessValue } from './unwrap';

/** How long an answer stays fresh, by how fast its data changes. */
export const STALE = {
  /** Money and counters: always refetched when a screen mounts. */
  live: 0,
  /** Lists and records that change with the member's actions. */
  short: 30_000,
  /** Menus, content, games: change a few times a day. */
  medium: 5 * 60_000,
  /** Configuration and settings: change with a release. */
  long: 30 * 60_000,
  /** Never refetched by itself (a captcha image, the country list). */
  forever: Number.POSITIVE_INFINITY,
} as const;

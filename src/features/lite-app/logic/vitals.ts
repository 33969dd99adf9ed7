import type { WebVitalsMetric, WebVitalsReport } from '@generated/model';

/**
 * The field figures' rules (issue 29), pure: which visits report, what a figure says about the page,
 * and nothing personal.
 */
export type VitalsMetric = WebVitalsMetric;
export type Connection = WebVitalsReport['connection'];

/** One visit in `rate` reports; the draw is made once per page load. */
export function isSampled(rate: number, draw: number): boolean {
  return draw < rate;
}

const CONNECTIONS: readonly Connection[] = ['slow-2g', '2g', '3g', '4g'];

/** `navigator.connection.effectiveType` where the browser gives it, else `unknown`. */
export function connectionOf(effectiveType: string | undefined): Connection {
  return CONNECTIONS.find((type) => type === effectiveType) ?? 'unknown';
}

/** A route pattern as the contract takes it: a path, never a query or a fragment. */
export function routeOf(pattern: string | undefined): string {
  const path = (pattern ?? '/').split(/[?#]/)[0] ?? '/';
  const clean = path.startsWith('/') ? path : `/${path}`;
  // The router's patterns end with a slash on layout indexes (`/member/`): one spelling per page.
  return (clean.length > 1 ? clean.replace(/\/+$/, '') : clean).slice(0, 120);
}

/** The figures to send, rounded as the contract wants them (ms to one decimal, CLS to four). */
export function vitalsReport(
  metrics: readonly VitalsMetric[],
  context: { appVersion: string; language: string; connection: Connection },
): WebVitalsReport | null {
  if (metrics.length === 0) return null;
  return {
    appVersion: context.appVersion.slice(0, 40),
    language: context.language.toUpperCase(),
    connection: context.connection,
    metrics: metrics.slice(-20).map((metric) => ({
      name: metric.name,
      value: Math.min(600_000, Math.max(0, metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value * 10) / 10)),
      rating: metric.rating,
      route: routeOf(metric.route),
    })),
  };
}

/** The median of some figures (the mock panel's per-route summary), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

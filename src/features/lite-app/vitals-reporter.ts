import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { connectionOf, isSampled, routeOf, vitalsReport, type VitalsMetric } from './logic/vitals';

type Source = (report: (metric: Pick<MetricType, 'name' | 'value' | 'rating'>) => void) => void;

export type VitalsReporterOptions = {
  /** The merchant's share of visits that report (config.vitalsSampleRate). */
  sampleRate: number;
  /** The route pattern of the page on screen (`/app-download/$guide`), read when a figure is final. */
  routePattern: () => string | undefined;
  language: () => string;
  appVersion: string;
  /** Where the report goes (reportWebVitals of the contract). */
  url: string;
  /** The draw that decides the sample, once per page load. */
  draw?: number;
  /** The web-vitals callbacks; a test hands in its own figures. */
  sources?: readonly Source[];
  /** navigator.sendBeacon; a test listens. */
  send?: (url: string, body: Blob) => boolean;
};

const SOURCES: readonly Source[] = [onLCP, onINP, onCLS, onFCP, onTTFB];

/**
 * Field figures (issue 29): web-vitals' LCP, INP, CLS, FCP and TTFB of a sampled visit, each with the route
 * pattern of its page, kept until the page is hidden and then sent in one beacon (reportWebVitals). Nothing
 * leaves before the page is hidden; nothing personal leaves at all (no user name, token or query; a beacon
 * carries no token header). Returns a stop function.
 */
export function startVitalsReporter(options: VitalsReporterOptions): () => void {
  if (!isSampled(options.sampleRate, options.draw ?? Math.random())) return () => {};
  const send = options.send ?? ((url: string, body: Blob) => navigator.sendBeacon(url, body));
  let pending: VitalsMetric[] = [];
  for (const source of options.sources ?? SOURCES) {
    source((metric) => {
      pending = [
        ...pending.filter((kept) => kept.name !== metric.name),
        { name: metric.name, value: metric.value, rating: metric.rating, route: routeOf(options.routePattern()) },
      ];
    });
  }
  const flush = () => {
    if (document.visibilityState !== 'hidden') return;
    const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
    const report = vitalsReport(pending, { appVersion: options.appVersion, language: options.language(), connection: connectionOf(connection?.effectiveType) });
    pending = [];
    if (report) send(options.url, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  };
  // Registered after web-vitals' own listeners, so the figures it finalises on hiding are in this beacon.
  document.addEventListener('visibilitychange', flush);
  return () => document.removeEventListener('visibilitychange', flush);
}

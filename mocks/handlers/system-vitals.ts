import { getReportWebVitalsMockHandler } from '@generated/api/system/system.msw';
import { WebVitalsReport } from '@generated/model';
import { badRequest, jsonBody, ok } from './respond';

/**
 * reportWebVitals (issue 29): the field figures the site's own visits send. The mocks keep the last
 * reports (in localStorage, so a reload keeps them) and the mock panel's "Vitals" tab shows their
 * medians per route. A beacon sent while the page unloads never reaches MSW (its worker asks the page,
 * which is gone): only the reports of a page hidden while it lives (another tab, the phone locked) land here.
 */
export type StoredVitalsReport = WebVitalsReport & { at: number };

const KEY = 'mock-vitals';
const KEEP = 200;
let memory: StoredVitalsReport[] = [];

export function vitalsReports(): StoredVitalsReport[] {
  try {
    if (typeof localStorage === 'undefined') return memory;
    return JSON.parse(localStorage.getItem(KEY) ?? '[]') as StoredVitalsReport[];
  } catch {
    return [];
  }
}

function store(reports: StoredVitalsReport[]) {
  memory = reports.slice(-KEEP);
  if (typeof localStorage !== 'undefined') localStorage.setItem(KEY, JSON.stringify(memory));
  listeners.forEach((listener) => listener());
}

const listeners = new Set<() => void>();

/** The panel re-renders when a report lands. */
export function subscribeVitals(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function clearVitals(): void {
  store([]);
}

export const vitalsHandlers = [
  getReportWebVitalsMockHandler(async ({ request }) => {
    const parsed = WebVitalsReport.safeParse(await jsonBody(request));
    if (!parsed.success) throw badRequest('Invalid report', { code: 'INVALID_REQUEST', fields: parsed.error.issues.map((issue) => issue.path.join('.')) });
    store([...vitalsReports(), { ...parsed.data, at: Date.now() }]);
    return ok(true);
  }),
];

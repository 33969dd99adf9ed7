import { median } from '@/features/lite-app/logic/vitals';
import { clearVitals, vitalsReports } from '../handlers/system-vitals';
import { h } from './dom';

const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;

/** A figure as a developer reads it: CLS without a unit, the others in ms. */
const shown = (name: string, value: number | null) => (value === null ? '–' : name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`);

/**
 * The field figures of the developer's own visits (issue 29): the reports reportWebVitals received, as the
 * median of each figure per route pattern. A visit reports when its page is hidden (switch tabs, lock the phone).
 */
export function renderVitalsTab(rerender: () => void): HTMLElement {
  const reports = vitalsReports();
  const byRoute = new Map<string, Map<string, number[]>>();
  for (const report of reports) {
    for (const metric of report.metrics) {
      const route = byRoute.get(metric.route) ?? new Map<string, number[]>();
      route.set(metric.name, [...(route.get(metric.name) ?? []), metric.value]);
      byRoute.set(metric.route, route);
    }
  }
  const rows = [...byRoute].sort(([a], [b]) => a.localeCompare(b));
  return h(
    'div',
    { class: 'mock-panel__stack' },
    h(
      'p',
      { class: 'mock-panel__muted' },
      `${reports.length} report${reports.length === 1 ? '' : 's'} kept (the last 200). A visit sends its figures when the page is hidden: switch to another tab and back.`,
    ),
    rows.length === 0
      ? null
      : h(
          'div',
          { class: 'mock-panel__table-wrap', tabIndex: 0, role: 'region', 'aria-label': 'Median field figures per route' },
          h(
            'table',
            { class: 'mock-panel__table' },
            h('caption', { class: 'mock-panel__heading' }, 'Medians per route'),
            h('thead', null, h('tr', null, h('th', { scope: 'col' }, 'Route'), ...METRICS.map((name) => h('th', { scope: 'col' }, name)))),
            h(
              'tbody',
              null,
              ...rows.map(([route, figures]) =>
                h(
                  'tr',
                  null,
                  h('th', { scope: 'row' }, route),
                  ...METRICS.map((name) => {
                    const values = figures.get(name) ?? [];
                    return h('td', { title: `${values.length} figure${values.length === 1 ? '' : 's'}` }, shown(name, median(values)));
                  }),
                ),
              ),
            ),
          ),
        ),
    h(
      'button',
      {
        type: 'button',
        class: 'mock-panel__button',
        onClick: () => {
          clearVitals();
          rerender();
        },
      },
      'Clear the reports',
    ),
  );
}

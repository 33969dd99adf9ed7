import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQueries, useQuery, type UseQueryOptions } from '@tanstack/react-query';
import { useMemo, useSyncExternalStore } from 'react';
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis, type TooltipContentProps } from 'recharts';
import type { AgentIncomePage, AgentIncomeResponse, AgentIncomeRow } from '@generated/model';
import { formatCompact, formatMoney } from '@/lib/format';
import { EXPORT_PAGE_SIZE } from '@/ui/report-page';

const SERIES = [
  { key: 'commission', token: '--color-primary' },
  { key: 'dividend', token: '--color-accent' },
  { key: 'salary', token: '--color-success' },
] as const;

/** Recharts draws with attribute colours, which cannot read CSS variables: read the tokens once. */
function tokenColours(): Record<string, string> {
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(
    ['--color-primary', '--color-accent', '--color-success', '--color-border', '--color-text-muted'].map((token) => [
      token,
      style.getPropertyValue(token).trim() || 'currentColor',
    ]),
  );
}
const noSubscribe = () => () => undefined;
let cached: Record<string, string> | undefined;
const snapshot = () => (cached ??= tokenColours());

/** One page of the range's days, oldest first, of EXPORT_PAGE_SIZE (the report's own operation and query key). */
export type IncomePageQuery = (pageNo: number) => UseQueryOptions<AgentIncomeResponse, Error, AgentIncomePage>;

/** The income of every day of the range, oldest first (all pages of the report's own operation). */
function useIncomeDays(pageQuery: IncomePageQuery): { days: AgentIncomeRow[]; status: 'pending' | 'error' | 'success' } {
  const first = useQuery(pageQuery(1));
  const pages = first.data ? Math.ceil(first.data.total / EXPORT_PAGE_SIZE) : 1;
  const rest = useQueries({ queries: Array.from({ length: Math.max(0, pages - 1) }, (_, index) => pageQuery(index + 2)) });
  const days = useMemo(() => [...(first.data?.list ?? []), ...rest.flatMap((page) => page.data?.list ?? [])], [first.data, rest]);
  const status =
    first.status === 'success' && rest.some((page) => page.status !== 'success') ? (rest.some((page) => page.isError) ? 'error' : 'pending') : first.status;
  return { days, status };
}

/** The income chart of agentRevenueReport: commission, dividend and salary stacked by day. Loaded lazily with the page (Recharts). */
export default function IncomeChart({ pageQuery }: { pageQuery: IncomePageQuery }) {
  const { t } = useLingui();
  const colours = useSyncExternalStore(noSubscribe, snapshot, snapshot);
  const { days, status } = useIncomeDays(pageQuery);
  const labels: Record<(typeof SERIES)[number]['key'], string> = { commission: t`Commission`, dividend: t`Dividend`, salary: t`Salary` };
  const dayCount = days.length;
  const totalText = formatMoney(days.reduce((sum, day) => sum + day.total, 0));

  return (
    <figure className="income-chart" aria-label={t`Income by day`} aria-busy={status === 'pending'}>
      <figcaption className="income-chart__caption">
        <span>{t`Income by day`}</span>
        <ul className="income-chart__legend">
          {SERIES.map((series) => (
            <li key={series.key}>
              <span className="income-chart__swatch" style={{ background: colours[series.token] }} aria-hidden="true" />
              {labels[series.key]}
            </li>
          ))}
        </ul>
      </figcaption>
      {status === 'error' ? (
        <p className="income-chart__note">{t`The chart could not be loaded. The table below still has every day.`}</p>
      ) : days.length === 0 && status === 'success' ? (
        <p className="income-chart__note">{t`No income in these dates.`}</p>
      ) : (
        <>
          <p className="visually-hidden">{t`${plural(dayCount, { one: '# day', other: '# days' })}, ${totalText} in all.`}</p>
          <BarChart data={days} responsive style={{ width: '100%', height: 240 }} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid vertical={false} stroke={colours['--color-border']} strokeDasharray="3 3" />
            <XAxis
              dataKey="date"
              tickFormatter={(day: string) => day.slice(5)}
              stroke={colours['--color-text-muted']}
              fontSize={11}
              tickLine={false}
              minTickGap={16}
            />
            <YAxis
              tickFormatter={(value: number) => formatCompact(value)}
              stroke={colours['--color-text-muted']}
              fontSize={11}
              tickLine={false}
              axisLine={false}
              width={44}
            />
            <Tooltip cursor={{ fill: 'rgba(255,255,255,0.04)' }} content={(props) => <IncomeTooltip {...props} labels={labels} />} />
            {SERIES.map((series, index) => (
              <Bar
                key={series.key}
                dataKey={series.key}
                name={labels[series.key]}
                stackId="income"
                fill={colours[series.token]}
                radius={index === SERIES.length - 1 ? [3, 3, 0, 0] : 0}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </>
      )}
    </figure>
  );
}

function IncomeTooltip({ active, payload, label, labels }: TooltipContentProps & { labels: Record<string, string> }) {
  const { t } = useLingui();
  if (!active || !payload?.length) return null;
  const row = payload[0]?.payload as AgentIncomeRow | undefined;
  return (
    <div className="income-chart__tooltip">
      <strong>{String(label)}</strong>
      <dl>
        {SERIES.map((series) => (
          <div key={series.key}>
            <dt>{labels[series.key]}</dt>
            <dd>{formatMoney(row?.[series.key] ?? 0)}</dd>
          </div>
        ))}
        <div>
          <dt>{t`Income`}</dt>
          <dd>{formatMoney(row?.total ?? 0)}</dd>
        </div>
      </dl>
    </div>
  );
}

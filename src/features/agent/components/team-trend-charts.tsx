import { useLingui } from '@lingui/react/macro';
import type { ReactElement } from 'react';
import { Area, Bar, CartesianGrid, ComposedChart, Legend, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TeamTrendPoint } from '@generated/model';
import { formatCompact, formatMoney } from '@/lib/format';
import { formatDayMonth } from '@/lib/format-date';
import './agent-page.css';
import './team-trend-charts.css';

/** Short axis numbers: 12.5k, 1.2M. */
const compact = (value: number) => formatCompact(value);
const day = (date: string) => formatDayMonth(date);

const AXIS = { stroke: 'var(--color-text-muted)', fontSize: 11, tickLine: false, axisLine: false } as const;
const TOOLTIP = {
  contentStyle: { background: 'var(--color-surface)', border: '1px solid var(--color-border)', borderRadius: 8, fontSize: 12 },
  labelStyle: { color: 'var(--color-text)' },
  cursor: { fill: 'var(--color-link-hover)' },
} as const;

function Chart({ title, summary, children }: { title: string; summary: string; children: ReactElement }) {
  return (
    <figure className="chart">
      <figcaption className="chart__title">{title}</figcaption>
      <p className="visually-hidden">{summary}</p>
      {/* The summary above speaks for it; inert keeps recharts' focusable surface out of the tab order too (axe aria-hidden-focus). */}
      <div className="chart__plot" inert>
        <ResponsiveContainer width="100%" height="100%" minWidth={0}>
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}

/** The 30-day trend of the team in three small charts: money in and out, betting and its result, members. */
export default function TeamTrendCharts({ trend }: { trend: readonly TeamTrendPoint[] }) {
  const { t } = useLingui();
  const data = trend.map((point) => ({ ...point, label: day(point.date) }));
  const sum = (key: 'deposits' | 'withdrawals' | 'validBet' | 'profitLoss') => trend.reduce((total, point) => total + point[key], 0);
  const money = (value: unknown) => formatMoney(Number(value));
  const peak = Math.max(0, ...trend.map((point) => point.activeMembers));
  const deposits = formatMoney(sum('deposits'));
  const withdrawals = formatMoney(sum('withdrawals'));
  const validBets = formatMoney(sum('validBet'));
  const result = formatMoney(sum('profitLoss'));
  return (
    <div className="chart-grid">
      <Chart title={t`Deposits and withdrawals`} summary={t`Deposits ${deposits}, withdrawals ${withdrawals} over 30 days.`}>
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" {...AXIS} minTickGap={16} />
          <YAxis {...AXIS} tickFormatter={compact} width={48} />
          <Tooltip {...TOOLTIP} formatter={money} />
          <Legend iconSize={8} wrapperStyle={{ fontSize: 11 }} />
          <Bar dataKey="deposits" name={t`Deposits`} fill="var(--color-success)" radius={[3, 3, 0, 0]} maxBarSize={10} />
          <Bar dataKey="withdrawals" name={t`Withdrawals`} fill="var(--color-danger)" radius={[3, 3, 0, 0]} maxBarSize={10} />
        </ComposedChart>
      </Chart>
      <Chart title={t`Valid bets and profit and loss`} summary={t`Valid bets ${validBets}, profit and loss ${result} over 30 days.`}>
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
          <defs>
            <linearGradient id="valid-bet-fill" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" style={{ stopColor: 'var(--color-primary)', stopOpacity: 0.4 }} />
              <stop offset="100%" style={{ stopColor: 'var(--color-primary)', stopOpacity: 0 }} />
            </linearGradient>
          </defs>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" {...AXIS} minTickGap={16} />
          <YAxis {...AXIS} tickFormatter={compact} width={48} />
          <Tooltip {...TOOLTIP} formatter={money} />
          <Legend iconSize={8} wrapperStyle={{ fontSize: 11 }} />
          <ReferenceLine y={0} stroke="var(--color-text-muted)" />
          <Area dataKey="validBet" name={t`Valid bets`} type="monotone" stroke="var(--color-primary)" fill="url(#valid-bet-fill)" strokeWidth={2} />
          <Line dataKey="profitLoss" name={t`Profit and loss`} type="monotone" stroke="var(--color-info)" dot={false} strokeWidth={2} />
        </ComposedChart>
      </Chart>
      <Chart title={t`Members`} summary={t`Up to ${peak} active members a day over 30 days.`}>
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -12 }}>
          <CartesianGrid stroke="var(--color-border)" strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" {...AXIS} minTickGap={16} />
          <YAxis {...AXIS} allowDecimals={false} width={48} />
          <Tooltip {...TOOLTIP} />
          <Legend iconSize={8} wrapperStyle={{ fontSize: 11 }} />
          <Bar dataKey="newMembers" name={t`New members`} fill="var(--color-accent)" radius={[3, 3, 0, 0]} maxBarSize={10} />
          <Line dataKey="activeMembers" name={t`Active members`} type="monotone" stroke="var(--color-success)" dot={false} strokeWidth={2} />
        </ComposedChart>
      </Chart>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Cell, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMoney } from '@/lib/format';
import type { DayPoint } from '../logic/daily-series';

/**
 * Daily win/loss over the range, a bar a day (green up, red down). Recharts
 * is only in this module, which the page loads lazily: the lobby never pays for it.
 */
export default function ProfitLossChart({ days }: { days: readonly DayPoint[] }) {
  const { t } = useLingui();
  return (
    <BarChart responsive style={{ inlineSize: '100%', blockSize: 200 }} data={days as DayPoint[]} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <CartesianGrid className="pl-chart__grid" vertical={false} />
      <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} tickLine={false} minTickGap={16} className="pl-chart__axis" />
      <YAxis width={64} tickLine={false} axisLine={false} tickFormatter={(value: number) => formatMoney(value)} className="pl-chart__axis" />
      <ReferenceLine y={0} className="pl-chart__zero" />
      <Tooltip
        cursor={{ className: 'pl-chart__cursor' }}
        wrapperClassName="pl-chart__tooltip"
        formatter={(value) => [formatMoney(Number(value)), t`Win/loss`]}
      />
      <Bar dataKey="winLoss" radius={[3, 3, 0, 0]} isAnimationActive={false}>
        {days.map((point) => (
          <Cell key={point.day} className={point.winLoss < 0 ? 'pl-chart__bar pl-chart__bar--down' : 'pl-chart__bar pl-chart__bar--up'} />
        ))}
      </Bar>
    </BarChart>
  );
}

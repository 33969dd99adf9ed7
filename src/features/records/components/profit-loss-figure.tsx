import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import { dailySeries, type DayPoint } from '../logic/daily-series';
import './records.css';

// Recharts comes with this page only (its own chunk).
const ProfitLossChart = lazy(() => import('./profit-loss-chart'));

/** Profit and loss's chart: the daily win/loss over the range, every day of it (a day without bets is 0). */
export function ProfitLossFigure({ daily, from, to }: { daily: readonly DayPoint[]; from: string; to: string }) {
  const { t } = useLingui();
  const days = useMemo(() => dailySeries(daily, from, to), [daily, from, to]);
  return (
    <figure className="pl-chart" aria-label={t`Daily win/loss`}>
      <figcaption>{t`Daily win/loss`}</figcaption>
      <Suspense fallback={<div className="pl-chart__placeholder" aria-hidden="true" />}>
        <ProfitLossChart days={days} />
      </Suspense>
    </figure>
  );
}

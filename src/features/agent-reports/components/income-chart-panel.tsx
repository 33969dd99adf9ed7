import { lazy, Suspense } from 'react';
import type { IncomePageQuery } from './income-chart';
import './agent-reports.css';

// Recharts comes with this page only (its own chunk): the lobby and the other pages never load it.
const IncomeChart = lazy(() => import('./income-chart'));

/** My income's chart over the range, loaded with Recharts when the page shows it. */
export function IncomeChartPanel({ pageQuery }: { pageQuery: IncomePageQuery }) {
  return (
    <Suspense fallback={<div className="income-chart income-chart--loading" aria-hidden="true" />}>
      <IncomeChart pageQuery={pageQuery} />
    </Suspense>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useMemo } from 'react';
import { getGetProfitLossQueryKey, getProfitLoss } from '@generated/api/records/records';
import { formatCount, formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';
import { RecordGameTypeFilter } from '../components/record-game-type-filter';
import { useProfitLossColumns } from '../components/profit-loss-columns';
import { dailySeries } from '../logic/daily-series';
import { profitLossSearchSchema } from '../logic/records-search';
import '../components/records.css';

// Recharts comes with this page only (its own chunk).
const ProfitLossChart = lazy(() => import('../components/profit-loss-chart'));

/** personalProfit (SPEC 2): win/loss by game type over a period, from the same bets as the betting record. */
export const profitLossReport = defineReport({
  fetcher: getProfitLoss,
  queryKey: getGetProfitLossQueryKey,
  search: profitLossSearchSchema,
  filters: (search) => ({ gameType: search.gameType }),
  defaultRange: 'last7',
  useView: ({ search, setSearch, query, range }) => {
    const { t } = useLingui();
    const navigate = useNavigate();
    const columns = useProfitLossColumns();
    const report = query.data;
    const days = useMemo(() => (report ? dailySeries(report.daily, range.from, range.to) : []), [report, range.from, range.to]);
    return {
      title: t`Profit and loss`,
      description: t`Your result by game type over the date range, from the same bets as the betting record. Open a game type to see its bets.`,
      columns,
      rowId: (row) => row.gameType,
      filters: <RecordGameTypeFilter value={search.gameType} onChange={setSearch} />,
      summary: ({ totals }) => [
        { label: t({ message: 'Bets', comment: 'The number of bets' }), value: formatCount(totals.betCount) },
        { label: t`Total bet`, value: formatMoney(totals.betAmount) },
        { label: t`Valid bet`, value: formatMoney(totals.validBet) },
        { label: t`Win/loss`, value: <MoneyCell value={totals.winLoss} signed />, tone: totals.winLoss >= 0 ? 'up' : 'down' },
      ],
      chart:
        report && report.totals.betCount > 0 ? (
          <figure className="pl-chart" aria-label={t`Daily win/loss`}>
            <figcaption>{t`Daily win/loss`}</figcaption>
            <Suspense fallback={<div className="pl-chart__placeholder" aria-hidden="true" />}>
              <ProfitLossChart days={days} />
            </Suspense>
          </figure>
        ) : undefined,
      totals: ({ totals }) => ({
        betCount: formatCount(totals.betCount),
        betAmount: <MoneyCell value={totals.betAmount} />,
        validBet: <MoneyCell value={totals.validBet} />,
        winLoss: <MoneyCell value={totals.winLoss} signed />,
      }),
      // The detail of a game type is its bets: the betting record over the same days.
      onOpenRow: (row) =>
        void navigate({ to: '/member/betting-record', search: { from: range.from, to: range.to, gameType: row.gameType, pageNo: 1, pageSize: 20 } }),
    };
  },
});

/** The page, for its route's `component` (the router splits a route's code by the identifiers it names). */
export const ProfitLossPage = profitLossReport.Page;

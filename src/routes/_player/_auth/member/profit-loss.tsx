import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ProfitLossFigure, profitLossSearchSchema, RecordGameTypeFilter, recordsCalls, useProfitLossColumns } from '@/features/records';
import { formatCount, formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';

/** personalProfit (SPEC 2): win/loss by game type over a period, from the same bets as the betting record. */
const { Page, queryOptions } = defineReport({
  fetcher: recordsCalls.getProfitLoss,
  queryKey: recordsCalls.getGetProfitLossQueryKey,
  search: profitLossSearchSchema,
  filters: (search) => ({ gameType: search.gameType }),
  defaultRange: 'last7',
  useView: ({ search, setSearch, query, range }) => {
    const { t } = useLingui();
    const navigate = useNavigate();
    const columns = useProfitLossColumns();
    const report = query.data;
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
      chart: report && report.totals.betCount > 0 ? <ProfitLossFigure daily={report.daily} from={range.from} to={range.to} /> : undefined,
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

export const Route = createFileRoute('/_player/_auth/member/profit-loss')({
  staticData: { menu: { area: 'member', key: 'personalProfit', order: 8, label: msg`Profit and loss`, icon: 'chart' } },
  validateSearch: profitLossSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { BetDetailDialog, bettingRecordSearchSchema, RecordGameTypeFilter, recordsCalls, useBettingRecordColumns, type BetRecord } from '@/features/records';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';

/** personalHistoryCopy (SPEC 2): the member's bets, the reference report (docs/how-to/add-a-report.md). */
const { Page, queryOptions } = defineReport({
  fetcher: recordsCalls.listBetRecords,
  queryKey: recordsCalls.getListBetRecordsQueryKey,
  search: bettingRecordSearchSchema,
  filters: (search) => ({ gameType: search.gameType }),
  defaultRange: 'last7',
  useView: ({ search, setSearch }) => {
    const { t } = useLingui();
    const columns = useBettingRecordColumns();
    const [open, setOpen] = useState<BetRecord | null>(null);
    return {
      title: t`Betting record`,
      description: t`Every bet you placed, with its result. Totals cover the whole date range.`,
      columns,
      rowId: (row) => row.ticketId,
      filters: <RecordGameTypeFilter value={search.gameType} onChange={setSearch} />,
      summary: ({ totals }) => [
        { label: t`Total bet`, value: formatMoney(totals.betAmount) },
        { label: t`Valid bet`, value: formatMoney(totals.validBet) },
        { label: t`Win/loss`, value: <MoneyCell value={totals.winLoss} signed />, tone: totals.winLoss >= 0 ? 'up' : 'down' },
      ],
      totals: ({ totals }) => ({
        betAmount: <MoneyCell value={totals.betAmount} />,
        validBet: <MoneyCell value={totals.validBet} />,
        winLoss: <MoneyCell value={totals.winLoss} signed />,
      }),
      onOpenRow: setOpen,
      children: open ? <BetDetailDialog bet={open} onClose={() => setOpen(null)} /> : null,
    };
  },
});

export const Route = createFileRoute('/_player/_auth/member/betting-record')({
  staticData: { menu: { area: 'member', key: 'personalHistoryCopy', order: 6, label: msg`Betting record`, icon: 'receipt' } },
  validateSearch: bettingRecordSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});

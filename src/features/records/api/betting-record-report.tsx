import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getListBetRecordsQueryKey, listBetRecords } from '@generated/api/records/records';
import type { BetRecord } from '@generated/model';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';
import { BetDetailDialog } from '../components/bet-detail-dialog';
import { RecordGameTypeFilter } from '../components/record-game-type-filter';
import { useBettingRecordColumns } from '../components/betting-record-columns';
import { bettingRecordSearchSchema } from '../logic/records-search';
import '../components/records.css';

/** personalHistoryCopy (SPEC 2): the member's bets, the reference report (docs/how-to/add-a-report.md). */
export const bettingRecordReport = defineReport({
  fetcher: listBetRecords,
  queryKey: getListBetRecordsQueryKey,
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

/** The page, for its route's `component` (the router splits a route's code by the identifiers it names). */
export const BettingRecordPage = bettingRecordReport.Page;

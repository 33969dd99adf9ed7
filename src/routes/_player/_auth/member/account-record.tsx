import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { ACCOUNT_RECORD_TYPES } from '@/api/contract-enums';
import { STALE } from '@/api/query-options';
import {
  AccountRecordDialog,
  accountRecordSearchSchema,
  RECORD_TYPE_LABELS,
  recordsCalls,
  useAccountRecordColumns,
  type AccountRecord,
} from '@/features/records';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport, SelectFilter } from '@/ui/report-page';

/** transactionHistory (SPEC 2): every movement of the main wallet, with its status, as a statement. */
const { Page, queryOptions } = defineReport({
  fetcher: recordsCalls.listAccountRecords,
  queryKey: recordsCalls.getListAccountRecordsQueryKey,
  search: accountRecordSearchSchema,
  filters: (search) => ({ type: search.type }),
  defaultRange: 'last7',
  // Money movements: a transfer or deposit made a moment ago shows on the next visit, never a stale copy.
  staleTime: STALE.live,
  useView: ({ search, setSearch }) => {
    const { t, i18n } = useLingui();
    const columns = useAccountRecordColumns();
    const [open, setOpen] = useState<AccountRecord | null>(null);
    return {
      title: t`Account record`,
      description: t`Deposits, withdrawals, transfers, bonuses and rebates of your main wallet. Totals count completed records over the whole date range.`,
      columns,
      rowId: (row) => row.id,
      filters: (
        <SelectFilter
          label={t`Record type`}
          value={search.type}
          options={ACCOUNT_RECORD_TYPES}
          optionLabel={(type) => i18n._(RECORD_TYPE_LABELS[type])}
          allLabel={t`All records`}
          onChange={(type) => setSearch({ type, pageNo: 1 })}
        />
      ),
      summary: ({ totals }) => [
        { label: t`Money in`, value: formatMoney(totals.moneyIn) },
        { label: t`Money out`, value: formatMoney(totals.moneyOut) },
        { label: t`Net`, value: <MoneyCell value={totals.net} signed />, tone: totals.net >= 0 ? 'up' : 'down' },
      ],
      totals: ({ totals }) => ({ amount: <MoneyCell value={totals.net} signed /> }),
      onOpenRow: setOpen,
      children: open ? <AccountRecordDialog record={open} onClose={() => setOpen(null)} /> : null,
    };
  },
});

export const Route = createFileRoute('/_player/_auth/member/account-record')({
  staticData: { menu: { area: 'member', key: 'transactionHistory', order: 7, label: msg`Account record`, icon: 'history' } },
  validateSearch: accountRecordSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});

import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getListAccountRecordsQueryKey, listAccountRecords } from '@generated/api/records/records';
import type { AccountRecord, AccountRecordType } from '@generated/model';
import { STALE } from '@/api/query-options';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport, SelectFilter } from '@/ui/report-page';
import { AccountRecordDialog } from '../components/account-record-dialog';
import { useAccountRecordColumns } from '../components/account-record-columns';
import { RECORD_TYPE_LABELS } from '../logic/record-labels';
import { accountRecordSearchSchema } from '../logic/records-search';
import '../components/records.css';

const RECORD_TYPES = Object.keys(RECORD_TYPE_LABELS) as AccountRecordType[];

/** transactionHistory (SPEC 2): every movement of the main wallet, with its status, as a statement. */
export const accountRecordReport = defineReport({
  fetcher: listAccountRecords,
  queryKey: getListAccountRecordsQueryKey,
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
          options={RECORD_TYPES}
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

/** The page, for its route's `component` (the router splits a route's code by the identifiers it names). */
export const AccountRecordPage = accountRecordReport.Page;

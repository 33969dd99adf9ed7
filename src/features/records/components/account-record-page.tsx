import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { AccountRecord, AccountRecordType } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { MoneyCell, type TableSearch, queryRows } from '@/ui/data-table';
import { ReportPage } from '@/ui/report-page';
import { accountRecordQueryOptions } from '../api/records';
import { RECORD_TYPE_LABELS } from '../logic/record-labels';
import { AccountRecordDialog } from './account-record-dialog';
import { useAccountRecordColumns } from './account-record-columns';
import './records.css';

const route = getRouteApi('/_player/_auth/member/account-record');
const RECORD_TYPES = Object.keys(RECORD_TYPE_LABELS) as AccountRecordType[];

/** transactionHistory (SPEC 2): every movement of the main wallet, with its status, as a statement. */
export function AccountRecordPage() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const columns = useAccountRecordColumns();
  const records = useQuery(accountRecordQueryOptions(search));
  const [open, setOpen] = useState<AccountRecord | null>(null);
  const onSearchChange = (patch: Partial<TableSearch> & { type?: AccountRecordType }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const totals = records.data?.totals;

  return (
    <ReportPage
      title={t`Account record`}
      description={t`Deposits, withdrawals, transfers, bonuses and rebates of your main wallet. Totals count completed records over the whole date range.`}
      search={search}
      onSearchChange={onSearchChange}
      filters={
        <label className="report-filters__field">
          <span>{t`Record type`}</span>
          <select
            value={search.type ?? ''}
            onChange={(event) => onSearchChange({ type: (event.target.value || undefined) as AccountRecordType | undefined, pageNo: 1 })}
          >
            <option value="">{t`All records`}</option>
            {RECORD_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(RECORD_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </label>
      }
      summary={
        totals
          ? [
              { label: t`Money in`, value: formatMoney(totals.moneyIn) },
              { label: t`Money out`, value: formatMoney(totals.moneyOut) },
              { label: t`Net`, value: <MoneyCell value={totals.net} signed />, tone: totals.net >= 0 ? 'up' : 'down' },
            ]
          : undefined
      }
      total={records.data?.total}
      table={{
        label: t`Account record`,
        columns,
        ...queryRows(records),
        getRowId: (row) => row.id,
        onOpenRow: setOpen,
        totals: totals ? { amount: <MoneyCell value={totals.net} signed /> } : undefined,
      }}
    >
      {open ? <AccountRecordDialog record={open} onClose={() => setOpen(null)} /> : null}
    </ReportPage>
  );
}

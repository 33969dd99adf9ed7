import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BonusKind, BonusRecord } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { MoneyCell, type TableSearch, queryRows } from '@/ui/data-table';
import { ReportPage } from '@/ui/report-page';
import { bonusDetailsQueryOptions } from '../api/records';
import { BONUS_KIND_LABELS } from '../logic/record-labels';
import { BonusDetailDialog } from './bonus-detail-dialog';
import { useBonusDetailsColumns } from './bonus-details-columns';
import './records.css';

const route = getRouteApi('/_player/_auth/member/bonus-details');
const KINDS = Object.keys(BONUS_KIND_LABELS) as BonusKind[];

/** bonusDetails (SPEC 2): bonuses and rebates received, with their turnover; the same credits as the account record. */
export function BonusDetailsPage() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const columns = useBonusDetailsColumns();
  const records = useQuery(bonusDetailsQueryOptions(search));
  const [open, setOpen] = useState<BonusRecord | null>(null);
  const onSearchChange = (patch: Partial<TableSearch> & { type?: BonusKind }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const totals = records.data?.totals;

  return (
    <ReportPage
      title={t`Bonus details`}
      description={t`Bonuses and rebates you received, and the valid bets still needed before a bonus can be withdrawn. Totals count credited amounts over the whole date range.`}
      search={search}
      onSearchChange={onSearchChange}
      filters={
        <label className="report-filters__field">
          <span>{t`Kind`}</span>
          <select
            value={search.type ?? ''}
            onChange={(event) => onSearchChange({ type: (event.target.value || undefined) as BonusKind | undefined, pageNo: 1 })}
          >
            <option value="">{t`Bonuses and rebates`}</option>
            {KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {i18n._(BONUS_KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        </label>
      }
      summary={
        totals
          ? [
              { label: t`Bonuses`, value: formatMoney(totals.bonus) },
              { label: t`Rebates`, value: formatMoney(totals.rebate) },
              { label: t`Total received`, value: formatMoney(totals.total), tone: 'up' },
            ]
          : undefined
      }
      total={records.data?.total}
      table={{
        label: t`Bonus details`,
        columns,
        ...queryRows(records),
        getRowId: (row) => row.id,
        onOpenRow: setOpen,
        totals: totals ? { amount: <MoneyCell value={totals.total} /> } : undefined,
      }}
    >
      {open ? <BonusDetailDialog record={open} onClose={() => setOpen(null)} /> : null}
    </ReportPage>
  );
}

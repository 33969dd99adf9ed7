import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { getListBonusRecordsQueryKey, listBonusRecords } from '@generated/api/records/records';
import type { BonusKind, BonusRecord } from '@generated/model';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport, SelectFilter } from '@/ui/report-page';
import { BonusDetailDialog } from '../components/bonus-detail-dialog';
import { useBonusDetailsColumns } from '../components/bonus-details-columns';
import { BONUS_KIND_LABELS } from '../logic/record-labels';
import { bonusDetailsSearchSchema } from '../logic/records-search';
import '../components/records.css';

const KINDS = Object.keys(BONUS_KIND_LABELS) as BonusKind[];

/** bonusDetails (SPEC 2): bonuses and rebates received, with their turnover; the same credits as the account record. */
export const bonusDetailsReport = defineReport({
  fetcher: listBonusRecords,
  queryKey: getListBonusRecordsQueryKey,
  search: bonusDetailsSearchSchema,
  filters: (search) => ({ type: search.type }),
  defaultRange: 'last7',
  useView: ({ search, setSearch }) => {
    const { t, i18n } = useLingui();
    const columns = useBonusDetailsColumns();
    const [open, setOpen] = useState<BonusRecord | null>(null);
    return {
      title: t`Bonus details`,
      description: t`Bonuses and rebates you received, and the valid bets still needed before a bonus can be withdrawn. Totals count credited amounts over the whole date range.`,
      columns,
      rowId: (row) => row.id,
      filters: (
        <SelectFilter
          label={t`Kind`}
          value={search.type}
          options={KINDS}
          optionLabel={(kind) => i18n._(BONUS_KIND_LABELS[kind])}
          allLabel={t`Bonuses and rebates`}
          onChange={(type) => setSearch({ type, pageNo: 1 })}
        />
      ),
      summary: ({ totals }) => [
        { label: t`Bonuses`, value: formatMoney(totals.bonus) },
        { label: t`Rebates`, value: formatMoney(totals.rebate) },
        { label: t`Total received`, value: formatMoney(totals.total), tone: 'up' },
      ],
      totals: ({ totals }) => ({ amount: <MoneyCell value={totals.total} /> }),
      onOpenRow: setOpen,
      children: open ? <BonusDetailDialog record={open} onClose={() => setOpen(null)} /> : null,
    };
  },
});

/** The page, for its route's `component` (the router splits a route's code by the identifiers it names). */
export const BonusDetailsPage = bonusDetailsReport.Page;

import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { BONUS_KINDS } from '@/api/contract-enums';
import { BONUS_KIND_LABELS, BonusDetailDialog, bonusDetailsSearchSchema, recordsCalls, useBonusDetailsColumns, type BonusRecord } from '@/features/records';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import { defineReport, SelectFilter } from '@/ui/report-page';

/** bonusDetails (SPEC 2): bonuses and rebates received, with their turnover; the same credits as the account record. */
const { Page, queryOptions } = defineReport({
  fetcher: recordsCalls.listBonusRecords,
  queryKey: recordsCalls.getListBonusRecordsQueryKey,
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
          options={BONUS_KINDS}
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

export const Route = createFileRoute('/_player/_auth/member/bonus-details')({
  staticData: { menu: { area: 'member', key: 'bonusDetails', order: 9, label: msg`Bonus details`, icon: 'gift' } },
  validateSearch: bonusDetailsSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});

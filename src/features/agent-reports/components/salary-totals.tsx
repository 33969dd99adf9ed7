import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@/lib/format';
import { MoneyCell } from '@/ui/data-table';
import type { SummaryItem } from '@/ui/report-page';

type SalaryTotals = { totals: { teamValidBet: number; amount: number } };

/** The summary cards and totals row the salary reports share (daily, hourly, real-time). */
export function useSalaryTotals() {
  const { t } = useLingui();
  return {
    summary: ({ totals }: SalaryTotals): SummaryItem[] => [
      { label: t`Salary paid`, value: formatMoney(totals.amount), tone: 'up' },
      { label: t`Team valid bet`, value: formatMoney(totals.teamValidBet) },
    ],
    totals: ({ totals }: SalaryTotals) => ({ teamValidBet: <MoneyCell value={totals.teamValidBet} />, amount: <MoneyCell value={totals.amount} /> }),
  };
}

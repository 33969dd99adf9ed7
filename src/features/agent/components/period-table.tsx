import { useLingui } from '@lingui/react/macro';
import type { TeamOverview, TeamPeriodStats } from '@generated/model';
import { formatCount, formatMoney } from '@/lib/format';
import type { ReactNode } from 'react';
import { MoneyCell } from '@/ui/data-table';
import { SimpleTable } from '@/ui/simple-table';
import { OVERVIEW_PERIODS, type OverviewPeriod } from '../logic/overview';
import './agent-page.css';
import './period-table.css';

/** Every figure for the three periods side by side: the dense view an agent reads at a glance. */
export function PeriodTable({ overview, labels }: { overview: TeamOverview; labels: Record<OverviewPeriod, string> }) {
  const { t } = useLingui();
  const rows: Array<{ key: keyof TeamPeriodStats; label: string; money?: boolean; signed?: boolean }> = [
    { key: 'newMembers', label: t`New members` },
    { key: 'activeMembers', label: t`Active members` },
    { key: 'deposits', label: t`Deposits`, money: true },
    { key: 'withdrawals', label: t`Withdrawals`, money: true },
    { key: 'validBet', label: t`Valid bets`, money: true },
    { key: 'profitLoss', label: t`Profit and loss`, money: true, signed: true },
  ];
  return (
    <section className="panel" aria-labelledby="period-table-title">
      <header className="panel__header">
        <h2 id="period-table-title">{t`By period`}</h2>
      </header>
      <div className="compact-table">
        <SimpleTable
          caption={t`Team figures by period`}
          cardsOnPhone
          cornerHeader={t({ message: 'Figure', comment: 'Table header: the name of a team statistic (deposits, valid bets …)' })}
          columns={OVERVIEW_PERIODS.map((period) => ({ key: period, header: labels[period], align: 'end' as const }))}
          rows={rows.map((row) => ({
            key: row.key,
            header: row.label,
            cells: Object.fromEntries(
              OVERVIEW_PERIODS.map((period) => {
                const value = overview[period][row.key];
                return [period, row.signed ? <MoneyCell value={value} signed /> : row.money ? formatMoney(value) : formatCount(value)];
              }),
            ) as Record<OverviewPeriod, ReactNode>,
          }))}
        />
      </div>
    </section>
  );
}

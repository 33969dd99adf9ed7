import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { TeamBetRow, TeamProfitLossRow } from '@generated/model';
import type { CsvColumn } from '@/lib/csv';
import { Badge } from '@/ui/badge';
import { columnsFor, MoneyCell } from '@/ui/data-table';

const bets = columnsFor<TeamBetRow>();
const loss = columnsFor<TeamProfitLossRow>();

/** The account with an "Agent" tag for sub-agents, so a team's structure reads at a glance. */
function AccountCell({ account, memberType }: { account: string; memberType?: number }) {
  const { t } = useLingui();
  return (
    <span className="report-account">
      <span>{account}</span>
      {memberType ? <Badge tone="primary">{t({ message: 'Agent', comment: 'A tag beside an account that is itself an agent' })}</Badge> : null}
    </span>
  );
}

/** Team betting (personalHistoryCopy): one row a member. */
export function useTeamBetColumns() {
  const { t } = useLingui();
  return useMemo(() => {
    const table = bets.columns([
      bets.accessor('account', { header: t`Account`, cell: (info) => <AccountCell account={info.getValue()} memberType={info.row.original.memberType} /> }),
      bets.accessor('level', { header: t`Level`, meta: { align: 'end', priority: 'secondary' } }),
      bets.accessor('betCount', { header: t`Bets`, meta: { align: 'end', priority: 'secondary' } }),
      bets.accessor('betAmount', {
        header: t`Bet amount`,
        meta: { align: 'end', priority: 'secondary' },
        cell: (info) => <MoneyCell value={info.getValue()} />,
      }),
      bets.accessor('validBet', { header: t`Valid bet`, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
      bets.accessor('winLoss', { header: t`Win/loss`, meta: { align: 'end', card: 'amount' }, cell: (info) => <MoneyCell value={info.getValue()} signed /> }),
    ]);
    const csv: CsvColumn<TeamBetRow>[] = [
      { header: t`Account`, value: (row) => row.account },
      { header: t`Level`, value: (row) => row.level },
      { header: t`Agent`, value: (row) => (row.memberType ? t`Yes` : t`No`) },
      { header: t`Bets`, value: (row) => row.betCount },
      { header: t`Bet amount`, value: (row) => row.betAmount, decimals: 2 },
      { header: t`Valid bet`, value: (row) => row.validBet, decimals: 2 },
      { header: t`Win/loss`, value: (row) => row.winLoss, decimals: 2 },
    ];
    return { table, csv };
  }, [t]);
}

/** User loss (palStatementsAgentCopy): each member's money and result. */
export function useUserLossColumns() {
  const { t } = useLingui();
  return useMemo(() => {
    const money = (key: 'deposit' | 'withdrawal' | 'validBet' | 'bonus', header: string, secondary = false) =>
      loss.accessor(key, {
        header,
        meta: { align: 'end', ...(secondary ? { priority: 'secondary' as const } : {}) },
        cell: (info) => <MoneyCell value={info.getValue()} />,
      });
    const table = loss.columns([
      loss.accessor('account', { header: t`Account`, cell: (info) => <AccountCell account={info.getValue()} /> }),
      loss.accessor('level', { header: t`Level`, meta: { align: 'end', priority: 'secondary' } }),
      money('deposit', t`Deposits`, true),
      money('withdrawal', t`Withdrawals`, true),
      money('validBet', t`Valid bet`, true),
      loss.accessor('winLoss', { header: t`Win/loss`, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} signed /> }),
      money('bonus', t`Bonus`, true),
      loss.accessor('netProfitLoss', {
        header: t({ message: 'Net', comment: 'Column: net profit or loss of a member (win/loss plus bonus)' }),
        meta: { align: 'end', card: 'amount' },
        cell: (info) => <MoneyCell value={info.getValue()} signed />,
      }),
    ]);
    const csv: CsvColumn<TeamProfitLossRow>[] = [
      { header: t`Account`, value: (row) => row.account },
      { header: t`Level`, value: (row) => row.level },
      { header: t`Deposits`, value: (row) => row.deposit, decimals: 2 },
      { header: t`Withdrawals`, value: (row) => row.withdrawal, decimals: 2 },
      { header: t`Valid bet`, value: (row) => row.validBet, decimals: 2 },
      { header: t`Win/loss`, value: (row) => row.winLoss, decimals: 2 },
      { header: t`Bonus`, value: (row) => row.bonus, decimals: 2 },
      {
        header: t({ message: 'Net', comment: 'Column: net profit or loss of a member (win/loss plus bonus)' }),
        value: (row) => row.netProfitLoss,
        decimals: 2,
      },
    ];
    return { table, csv };
  }, [t]);
}

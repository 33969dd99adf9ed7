import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { AgentIncomeRow, TeamTransactionRow } from '@generated/model';
import type { CsvColumn } from '@/lib/csv';
import { Badge } from '@/ui/badge';
import { columnsFor, DateTimeCell, MoneyCell } from '@/ui/data-table';
import { useReportLabels } from './report-labels';
import { formatDate } from '@/lib/format-date';

const income = columnsFor<AgentIncomeRow>();
const moves = columnsFor<TeamTransactionRow>();

/** My income (agentRevenueReport): one row a day. */
export function useIncomeColumns() {
  const { t } = useLingui();
  return useMemo(() => {
    const money = (key: 'teamValidBet' | 'commission' | 'dividend' | 'salary', header: string, secondary = false) =>
      income.accessor(key, {
        header,
        meta: { align: 'end', ...(secondary ? { priority: 'secondary' as const } : {}) },
        cell: (info) => <MoneyCell value={info.getValue()} />,
      });
    const table = income.columns([
      income.accessor('date', { header: t`Date`, cell: (info) => formatDate(info.getValue()) }),
      money('teamValidBet', t`Team valid bet`, true),
      money('commission', t`Commission`),
      money('dividend', t`Dividend`, true),
      money('salary', t`Salary`, true),
      income.accessor('total', {
        header: t`Income`,
        meta: { align: 'end', card: 'amount' },
        cell: (info) => (
          <strong>
            <MoneyCell value={info.getValue()} />
          </strong>
        ),
      }),
    ]);
    const csv: CsvColumn<AgentIncomeRow>[] = [
      { header: t`Date`, value: (row) => row.date },
      { header: t`Team valid bet`, value: (row) => row.teamValidBet, decimals: 2 },
      { header: t`Commission`, value: (row) => row.commission, decimals: 2 },
      { header: t`Dividend`, value: (row) => row.dividend, decimals: 2 },
      { header: t`Salary`, value: (row) => row.salary, decimals: 2 },
      { header: t`Income`, value: (row) => row.total, decimals: 2 },
    ];
    return { table, csv };
  }, [t]);
}

/** Account details (agentDownlineTransactionDetailsCopy): one row a money movement. */
export function useAccountDetailColumns() {
  const { t } = useLingui();
  const labels = useReportLabels();
  return useMemo(() => {
    const levelLabel = (level: number) => t`Level ${level}`;
    const table = moves.columns([
      moves.accessor('time', {
        header: t`Time`,
        meta: { card: 'fact' },
        cell: (info) => (
          <span className="report-nowrap">
            <DateTimeCell value={info.getValue()} />
          </span>
        ),
      }),
      moves.accessor('account', {
        header: t`Account`,
        meta: { card: 'title' },
        cell: (info) => (
          <span className="report-account report-account--stacked">
            <span>{info.getValue()}</span>
            <small>{levelLabel(info.row.original.level)}</small>
          </span>
        ),
      }),
      moves.accessor('type', { header: t`Type`, enableSorting: false, cell: (info) => labels.movement(info.getValue()) }),
      moves.accessor('amount', {
        header: t`Amount`,
        meta: { align: 'end', card: 'amount' },
        cell: (info) => (
          <span className="report-amount" data-status={info.row.original.status}>
            <MoneyCell value={info.getValue()} signed />
            {info.row.original.status === 'success' ? null : <small>{labels.moveStatus(info.row.original.status)}</small>}
          </span>
        ),
      }),
      moves.accessor('status', {
        header: t`Status`,
        enableSorting: false,
        meta: { priority: 'secondary', card: 'status' },
        cell: (info) => (
          <Badge tone={info.getValue() === 'success' ? 'success' : info.getValue() === 'failed' ? 'danger' : 'neutral'}>
            {labels.moveStatus(info.getValue())}
          </Badge>
        ),
      }),
      moves.accessor('remark', { header: t`Remark`, enableSorting: false, meta: { priority: 'secondary' } }),
      moves.accessor('id', {
        header: t`Reference`,
        enableSorting: false,
        meta: { priority: 'secondary' },
        cell: (info) => <span className="report-ref">{info.getValue()}</span>,
      }),
    ]);
    const csv: CsvColumn<TeamTransactionRow>[] = [
      { header: t`Time`, value: (row) => row.time },
      { header: t`Account`, value: (row) => row.account },
      { header: t`Level`, value: (row) => row.level },
      { header: t`Type`, value: (row) => labels.movement(row.type) },
      { header: t`Amount`, value: (row) => row.amount, decimals: 2 },
      { header: t`Status`, value: (row) => labels.moveStatus(row.status) },
      { header: t`Remark`, value: (row) => row.remark },
      { header: t`Reference`, value: (row) => row.id },
    ];
    return { table, csv };
  }, [t, labels]);
}

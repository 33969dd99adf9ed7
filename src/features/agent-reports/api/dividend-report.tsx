import { useLingui } from '@lingui/react/macro';
import { getListDividendRecordsQueryKey, listDividendRecords } from '@generated/api/agent-reports/agent-reports';
import { formatMoney } from '@/lib/format';
import { MoneyCell, tableSearchSchema } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';
import { GatedReport } from '../components/gated-report';
import { useDividendColumns } from '../components/payout-columns';
import '../components/agent-reports.css';

/** agentDividendRecordCopy2 (dividend type enableCt): the agent's dividend periods, the running one as an estimate. */
export const dividendReport = defineReport({
  fetcher: listDividendRecords,
  queryKey: getListDividendRecordsQueryKey,
  search: tableSearchSchema,
  defaultRange: 'last30',
  exportName: 'dividend',
  frame: GatedReport,
  useView: () => {
    const { t } = useLingui();
    const { table, csv } = useDividendColumns();
    return {
      title: t`Dividend`,
      description: t`Your share of the team's loss for each contract period, paid the day after the period ends. Dates are settlement days.`,
      columns: table,
      csv,
      rowId: (row) => row.periodStart,
      emptyText: t`No dividend period settles in these dates.`,
      presets: ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'],
      summary: ({ totals, list }) => {
        const running = list.find((row) => row.status === 'pending');
        return [
          { label: t`Dividends paid`, value: formatMoney(totals.amount), tone: 'up' },
          { label: t`Team valid bet`, value: formatMoney(totals.teamValidBet) },
          { label: t`Team win/loss`, value: <MoneyCell value={totals.teamProfitLoss} signed /> },
          ...(running ? [{ label: t`Running period (estimate)`, value: formatMoney(running.amount) }] : []),
        ];
      },
      totals: ({ totals }) => ({
        teamValidBet: <MoneyCell value={totals.teamValidBet} />,
        teamProfitLoss: <MoneyCell value={totals.teamProfitLoss} signed />,
        amount: <MoneyCell value={totals.amount} />,
      }),
    };
  },
});

export const DividendPage = dividendReport.Page;

import { useLingui } from '@lingui/react/macro';
import { getListDailySalaryRecordsQueryKey, listDailySalaryRecords } from '@generated/api/agent-reports/agent-reports';
import { tableSearchSchema } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';
import { GatedReport } from '../components/gated-report';
import { useDailySalaryColumns } from '../components/payout-columns';
import { useSalaryTotals } from '../components/salary-totals';
import '../components/agent-reports.css';

/** agentDailyWages2 (type salary): the salary of each day, today's an estimate until it is settled. */
export const dailySalaryReport = defineReport({
  fetcher: listDailySalaryRecords,
  queryKey: getListDailySalaryRecordsQueryKey,
  search: tableSearchSchema,
  defaultRange: 'last30',
  exportName: 'daily-salary',
  frame: GatedReport,
  useView: () => {
    const { t } = useLingui();
    const { table, csv } = useDailySalaryColumns();
    return {
      title: t`Daily salary`,
      description: t`Your contract rate on the team's valid bet of each day where the team reached the contract's active members and bet.`,
      columns: table,
      csv,
      rowId: (row) => row.date,
      ...useSalaryTotals(),
    };
  },
});

export const DailySalaryPage = dailySalaryReport.Page;

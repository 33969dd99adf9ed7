import { useLingui } from '@lingui/react/macro';
import { getListHourSalaryRecordsQueryKey, listHourSalaryRecords } from '@generated/api/agent-reports/agent-reports';
import { tableSearchSchema } from '@/ui/data-table';
import { defineReport } from '@/ui/report-page';
import { GatedReport } from '../components/gated-report';
import { useHourSalaryColumns } from '../components/payout-columns';
import { useSalaryTotals } from '../components/salary-totals';
import '../components/agent-reports.css';

/** agentHourSalary (type hourSalary): the salary of each past hour. */
export const hourlySalaryReport = defineReport({
  fetcher: listHourSalaryRecords,
  queryKey: getListHourSalaryRecordsQueryKey,
  search: tableSearchSchema,
  defaultRange: 'today',
  exportName: 'hourly-salary',
  frame: GatedReport,
  useView: () => {
    const { t } = useLingui();
    const { table, csv } = useHourSalaryColumns();
    return {
      title: t`Hourly salary`,
      description: t`Your contract rate on the team's valid bet of each hour that reached the contract's bet per hour.`,
      columns: table,
      csv,
      rowId: (row) => row.hour,
      ...useSalaryTotals(),
    };
  },
});

export const HourlySalaryPage = hourlySalaryReport.Page;

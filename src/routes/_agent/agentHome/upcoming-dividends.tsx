import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { agentReportsCalls, GatedReport, reportSearchSchema, useDividendColumns } from '@/features/agent-reports';
import { formatMoney } from '@/lib/format';
import { defineReport } from '@/ui/report-page';

/** Throwaway (issue 31): the dividend periods that settle in the next 30 days, added by following add-a-report.md. */
const { Page, queryOptions } = defineReport({
  fetcher: agentReportsCalls.listDividendRecords,
  queryKey: agentReportsCalls.getListDividendRecordsQueryKey,
  search: reportSearchSchema,
  defaultRange: 'next30',
  frame: GatedReport,
  useView: () => {
    const { t } = useLingui();
    const { table } = useDividendColumns();
    return {
      title: t`Upcoming dividends`,
      description: t`The dividend periods that settle in these dates.`,
      columns: table,
      rowId: (row) => row.periodStart,
      emptyText: t`No dividend period settles in these dates.`,
      presets: ['next7', 'next30'],
      summary: ({ totals }) => [{ label: t`Dividends`, value: formatMoney(totals.amount) }],
    };
  },
});

export const Route = createFileRoute('/_agent/agentHome/upcoming-dividends')({
  staticData: { menu: { area: 'agent', key: 'upcomingDividends', order: 30, label: msg`Upcoming dividends`, icon: 'gift', gate: 'dividend' } },
  validateSearch: reportSearchSchema,
  loaderDeps: ({ search }) => search,
  // Fetch with the route (and on hover of a link to it); the table shows its own loading and error rows.
  loader: ({ context, deps }) => context.queryClient.prefetchQuery(queryOptions(deps)),
  component: Page,
});

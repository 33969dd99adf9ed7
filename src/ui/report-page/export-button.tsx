import { useLingui as useI18n } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { apiErrorMessage } from '@/api/api-error-message';
import { toCsv, type CsvColumn } from '@/lib/csv';
import { Button } from '../button';
import { Icon } from '../icon';
import { toast } from '../toast';
import { fetchAllRows, type PageFetcher } from './define-report';

/** Hands a text file to the browser as a download. */
function download(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address goes.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

type ExportButtonProps<Row> = {
  /** One page of the report with the current filters and sort (`exportPage` of the report's definition). */
  fetchPage: PageFetcher<Row>;
  columns: readonly CsvColumn<Row>[];
  fileName: string;
};

/** Downloads every row of the current filters as CSV (all pages, not just the one on screen). */
export function ExportButton<Row>({ fetchPage, columns, fileName }: ExportButtonProps<Row>) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const [pending, setPending] = useState(false);

  async function exportRows() {
    setPending(true);
    try {
      const { rows, total, truncated } = await fetchAllRows(fetchPage);
      if (rows.length === 0) {
        toast(t`There is nothing to export for these filters.`, 'info');
        return;
      }
      download(fileName, toCsv(rows, columns));
      const count = rows.length;
      toast(
        truncated ? t`Exported the first ${count} of ${total} rows. Choose fewer days to export the rest.` : t`Export complete. Rows exported: ${count}.`,
        'success',
      );
    } catch (error) {
      toast(i18n._(apiErrorMessage(error)), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <Button onClick={() => void exportRows()} pending={pending}>
      <Icon name="download" size={16} />
      {pending ? t`Exporting…` : t`Export CSV`}
    </Button>
  );
}

/**
 * Rows to CSV text (RFC 4180): one header line, CRLF line ends, a field in
 * double quotes when it holds the separator, a quote, a line break or
 * leading/trailing spaces (quotes doubled). A UTF-8 byte-order mark comes
 * first, so Excel reads Burmese and other non-Latin text as UTF-8. Text that
 * starts like a formula (=, +, -, @, tab, CR, LF), also behind control
 * characters a spreadsheet skips or drops (NUL and the other C0/C1 controls,
 * DEL, zero-width and BOM characters), gets a leading apostrophe so a
 * spreadsheet shows it instead of running it, and such a leading control
 * character is dropped; numbers are written as numbers.
 */
export type CsvValue = string | number | boolean | null | undefined;

export type CsvColumn<T> = {
  header: string;
  value: (row: T) => CsvValue;
  /** Fixed decimals for numbers (money: 2). */
  decimals?: number;
};

export type CsvOptions = { separator?: string; bom?: boolean };

export const BOM = '\uFEFF';
const FORMULA = /^[=+\-@\t\r\n]/;
/** Characters a spreadsheet may skip before a formula (issue 28): C0 and C1 controls, DEL, zero-width marks, BOM. */
// eslint-disable-next-line no-control-regex -- the control characters are what this matches
const SKIPPED = /^[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF]+/;

/** Text a spreadsheet shows as text: a formula start, hidden or not, behind an apostrophe. */
function guarded(value: string): string {
  const visible = value.replace(SKIPPED, '');
  return FORMULA.test(visible) ? `'${visible}` : visible;
}

export function csvField(value: CsvValue, decimals?: number, separator = ','): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    text = decimals === undefined ? String(value) : value.toFixed(decimals);
  } else if (typeof value === 'boolean') {
    text = value ? 'true' : 'false';
  } else {
    text = guarded(value);
  }
  const needsQuotes = text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replaceAll('"', '""')}"` : text;
}

export function toCsv<T>(rows: readonly T[], columns: readonly CsvColumn<T>[], { separator = ',', bom = true }: CsvOptions = {}): string {
  const lines = [
    columns.map((column) => csvField(column.header, undefined, separator)).join(separator),
    ...rows.map((row) => columns.map((column) => csvField(column.value(row), column.decimals, separator)).join(separator)),
  ];
  return `${bom ? BOM : ''}${lines.join('\r\n')}\r\n`;
}

/** A file name from its parts: `team-betting_2026-11-15_2026-11-21.csv` (anything but letters, digits, - and _ dropped). */
export function csvFileName(...parts: string[]): string {
  return `${parts
    .map((part) => part.replace(/[^\w-]+/g, ''))
    .filter(Boolean)
    .join('_')}.csv`;
}

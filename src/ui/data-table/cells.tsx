import { formatMoney } from '@/lib/format';
import { formatDate, formatTime } from '@/lib/format-date';

/** An amount, two decimals, red when negative (a loss) and green when a win is shown signed. */
export function MoneyCell({ value, currency, signed = false }: { value: number | null | undefined; currency?: string; signed?: boolean }) {
  if (value === null || value === undefined) return <span className="data-table__muted">—</span>;
  const tone = signed ? (value > 0 ? 'up' : value < 0 ? 'down' : undefined) : undefined;
  const text = formatMoney(Math.abs(value), currency);
  return (
    <span className="data-table__money" data-tone={tone}>
      {signed && value > 0 ? '+' : value < 0 ? '−' : ''}
      {text}
    </span>
  );
}

/** A server time stamp (`YYYY-MM-DD HH:mm:ss`) on two short lines: the day, then the time. */
export function DateTimeCell({ value }: { value: string | null | undefined }) {
  if (!value) return <span className="data-table__muted">—</span>;
  const [day, time] = value.split(' ');
  return (
    <time className="data-table__date" dateTime={value.replace(' ', 'T')}>
      <span>{formatDate(value) || day}</span>
      {time ? <span className="data-table__muted">{formatTime(value)}</span> : null}
    </time>
  );
}

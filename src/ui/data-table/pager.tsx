import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../button';
import { Icon } from '../icon';
import { PAGE_SIZES } from './table-search';
import './pager.css';

type PagerProps = {
  pageNo: number;
  pageSize: number;
  /** Total records on the server; unknown while the first page loads. */
  total: number | undefined;
  onChange: (next: { pageNo: number; pageSize?: number }) => void;
};

/** Server-side paging under a data table: previous / next, where we are, and the page size. */
export function Pager({ pageNo, pageSize, total, onChange }: PagerProps) {
  const { t } = useLingui();
  const pages = total === undefined ? undefined : Math.max(1, Math.ceil(total / pageSize));
  const count = total ?? 0;
  return (
    <nav className="data-pager" aria-label={t`Pages`}>
      <p className="data-pager__summary">
        {pages === undefined ? null : (
          <Trans>
            Page {pageNo} of {pages} · <Plural value={count} one="# record" other="# records" />
          </Trans>
        )}
      </p>
      <label className="data-pager__size">
        <span>
          <Trans>Rows per page</Trans>
        </span>
        <select value={pageSize} onChange={(event) => onChange({ pageNo: 1, pageSize: Number(event.target.value) })}>
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
      <div className="data-pager__buttons">
        <Button variant="ghost" disabled={pageNo <= 1} onClick={() => onChange({ pageNo: pageNo - 1 })} aria-label={t`Previous page`}>
          <Icon name="chevron-left" size={16} />
        </Button>
        <Button variant="ghost" disabled={pages === undefined || pageNo >= pages} onClick={() => onChange({ pageNo: pageNo + 1 })} aria-label={t`Next page`}>
          <Icon name="chevron-right" size={16} />
        </Button>
      </div>
    </nav>
  );
}

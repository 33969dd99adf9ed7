import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/ui/icon';
import { pagerItems } from '../logic/paging';

/** Page buttons with the spec's range of 5 and 1 margin page; nothing for a single page. */
export function Pager({ page, pages, label, onChange }: { page: number; pages: number; label: string; onChange: (page: number) => void }) {
  const { t } = useLingui();
  if (pages <= 1) return null;
  return (
    <nav className="pager" aria-label={label}>
      <button type="button" className="pager__button" aria-label={t`Previous page`} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <Icon name="chevron-left" size={16} />
      </button>
      {pagerItems(page, pages).map((item) => {
        if (item.kind === 'gap') {
          return (
            <span key={item.key} className="pager__gap" aria-hidden="true">
              …
            </span>
          );
        }
        const number = item.page;
        return (
          <button
            key={number}
            type="button"
            className="pager__button"
            aria-label={t`Page ${number}`}
            aria-current={number === page ? 'page' : undefined}
            onClick={() => onChange(number)}
          >
            {number}
          </button>
        );
      })}
      <button type="button" className="pager__button" aria-label={t`Next page`} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        <Icon name="chevron-right" size={16} />
      </button>
    </nav>
  );
}

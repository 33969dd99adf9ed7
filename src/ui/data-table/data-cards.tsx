import { Trans, useLingui } from '@lingui/react/macro';
import type { Cell, Header, RowData } from '@tanstack/react-table';
import { useEffect, useRef, type ReactNode } from 'react';
import { Button } from '../button';
import { Icon } from '../icon';
import { cardLayout, type CardLayout } from './card-layout';
import type { TableFeatureSet } from './features';
import './data-cards.css';

/** More rows on scroll: the next page is appended when the list's end comes into view (or its button is pressed). */
export type MoreRows = {
  /** Rows shown and rows on the server. */
  shown: number;
  total: number;
  loading: boolean;
  onMore: () => void;
};

type AnyCell<T extends RowData> = Cell<TableFeatureSet, T>;
type AnyHeader<T extends RowData> = Header<TableFeatureSet, T>;

export type DataCardsProps<T extends RowData> = {
  label: string;
  busy: boolean;
  /** The table's leaf headers (a fact's or detail's label), by column id. */
  headers: Map<string, AnyHeader<T>>;
  rows: readonly { id: string; original: T; cells: Map<string, AnyCell<T>> }[];
  render: { cell: (cell: AnyCell<T>) => ReactNode; header: (header: AnyHeader<T>) => ReactNode };
  /** The loading, error or empty state (the table's own), when there are no rows to show. */
  state?: ReactNode;
  totals?: Partial<Record<string, ReactNode>>;
  onOpenRow?: (row: T) => void;
  more?: MoreRows;
};

/** Label and value lines of a card (its facts, its details, the pinned totals). */
function Lines<T extends RowData>({
  ids,
  headers,
  label,
  value,
}: {
  ids: string[];
  headers: DataCardsProps<T>['headers'];
  label: DataCardsProps<T>['render']['header'];
  value: (id: string) => ReactNode;
}) {
  return (
    <dl className="data-card__lines">
      {ids.map((id) => {
        const header = headers.get(id);
        return (
          <div key={id} className="data-card__line">
            <dt>{header ? label(header) : id}</dt>
            <dd>{value(id)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

/**
 * A phone's records (ADR 0027): one card a row, from the same columns as the table. What the row is about comes
 * first, the amount and its coloured result beside it, the status under it, facts as labelled lines, details
 * folded away (or the record's own detail dialog); the totals are pinned above the list, and more rows come on
 * scroll.
 */
export function DataCards<T extends RowData>({ label, busy, headers, rows, render, state, totals, onOpenRow, more }: DataCardsProps<T>) {
  const { t } = useLingui();
  const layout: CardLayout = cardLayout(
    [...headers.values()].map((header) => ({
      id: header.column.id,
      card: header.column.columnDef.meta?.card,
      priority: header.column.columnDef.meta?.priority,
    })),
  );
  const totalIds = totals ? [...layout.amount, ...layout.fact, ...layout.detail].filter((id) => totals[id] !== undefined) : [];
  const cellOf = (row: DataCardsProps<T>['rows'][number], id: string) => {
    const cell = row.cells.get(id);
    return cell ? render.cell(cell) : null;
  };
  return (
    <div className="data-cards">
      {totalIds.length > 0 && rows.length > 0 ? (
        <section className="data-cards__totals" aria-label={t`Total`}>
          <h2 className="data-cards__totals-title">
            <Trans>Total</Trans>
          </h2>
          <Lines label={render.header} ids={totalIds} headers={headers} value={(id) => totals?.[id]} />
        </section>
      ) : null}
      <ul className="data-cards__list" aria-label={label} aria-busy={busy}>
        {rows.map((row) => (
          <li key={row.id} className="data-card">
            <div className="data-card__head">
              <div className="data-card__title">
                {layout.title.map((id) => (
                  <div key={id}>{cellOf(row, id)}</div>
                ))}
              </div>
              {layout.amount.length > 0 || layout.status.length > 0 ? (
                <div className="data-card__figures">
                  {layout.amount.map((id) => {
                    const header = headers.get(id);
                    return (
                      <div key={id} className="data-card__amount">
                        {header ? <span className="data-card__amount-label">{render.header(header)}</span> : null}
                        <span className="data-card__amount-value">{cellOf(row, id)}</span>
                      </div>
                    );
                  })}
                  {layout.status.map((id) => (
                    <div key={id} className="data-card__status">
                      {cellOf(row, id)}
                    </div>
                  ))}
                </div>
              ) : null}
            </div>
            {layout.fact.length > 0 ? <Lines label={render.header} ids={layout.fact} headers={headers} value={(id) => cellOf(row, id)} /> : null}
            {onOpenRow ? (
              <Button variant="ghost" size="sm" className="data-card__open" onClick={() => onOpenRow(row.original)}>
                <Trans>Details</Trans>
                <Icon name="chevron-right" size={16} />
              </Button>
            ) : layout.detail.length > 0 ? (
              <details className="data-card__more">
                <summary>
                  <Trans>Details</Trans>
                </summary>
                <Lines label={render.header} ids={layout.detail} headers={headers} value={(id) => cellOf(row, id)} />
              </details>
            ) : null}
          </li>
        ))}
      </ul>
      {state}
      {more && rows.length > 0 ? <MoreOnScroll more={more} /> : null}
    </div>
  );
}

/** The list's end: a count, and the next page when it comes into view or its button is pressed. */
function MoreOnScroll({ more }: { more: MoreRows }) {
  const end = useRef<HTMLDivElement>(null);
  const hasMore = more.shown < more.total;
  const { loading, onMore } = more;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || loading || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) onMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loading, onMore]);
  const { shown, total } = more;
  return (
    <div ref={end} className="data-cards__end">
      <p role="status">
        <Trans>
          {shown} of {total} shown
        </Trans>
      </p>
      {hasMore ? (
        <Button onClick={onMore} pending={loading}>
          <Trans>Show more</Trans>
        </Button>
      ) : null}
    </div>
  );
}

import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import './simple-table.css';

/** A column of a simple table: its header, and whether its figures line up on the end edge. */
export type SimpleColumn<Key extends string> = { key: Key; header: ReactNode; align?: 'end' };

/** A row: its own header cell (what the row is about), then one cell per column. */
export type SimpleRow<Key extends string> = { key: string | number; header: ReactNode; cells: Record<Key, ReactNode> };

/**
 * The one idiom for a small fixed table (issue 31): a handful of rows known in advance, no paging, sorting or
 * export, read across as a matrix (the team's figures by period, the points' exchange rates, a contract's levels).
 * A list of records is a data table (`src/ui/data-table`), never this.
 *
 * It only writes the table's semantics (a caption, column and row headers with their scopes); its look belongs to
 * the caller's CSS. Each cell carries `data-label` (its column's header text when it is a string) and `data-field`,
 * so a phone's CSS can stack a row into label and value without another markup; `cardsOnPhone` does that
 * (./simple-table.css): below the phone breakpoint each row is a small card.
 */
export function SimpleTable<Key extends string>({
  caption,
  labelledBy,
  cornerHeader,
  columns,
  rows,
  className,
  cardsOnPhone = false,
}: {
  /** The table's name for assistive technology (shown visually hidden), unless `labelledBy` names a visible heading. */
  caption?: string;
  labelledBy?: string;
  /** The header above the row headers. */
  cornerHeader: ReactNode;
  columns: ReadonlyArray<SimpleColumn<Key>>;
  rows: ReadonlyArray<SimpleRow<Key>>;
  className?: string;
  /** Each row a card of labelled values on a phone, for a matrix wider than the screen. */
  cardsOnPhone?: boolean;
}) {
  const cornerLabel = typeof cornerHeader === 'string' ? cornerHeader : undefined;
  return (
    <table className={clsx(className, cardsOnPhone && 'simple-table--cards')} aria-labelledby={labelledBy}>
      {caption ? <caption className="visually-hidden">{caption}</caption> : null}
      <thead>
        <tr>
          <th scope="col">{cornerHeader}</th>
          {columns.map((column) => (
            <th key={column.key} scope="col" data-align={column.align}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" data-label={cornerLabel}>
              {row.header}
            </th>
            {columns.map((column) => (
              <td key={column.key} data-align={column.align} data-field={column.key} data-label={typeof column.header === 'string' ? column.header : undefined}>
                {row.cells[column.key]}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

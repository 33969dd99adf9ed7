import { createColumnHelper, rowSortingFeature, tableFeatures, type ColumnDef, type RowData } from '@tanstack/react-table';

/** The table features every data table registers: sorting only; the server pages and sorts (manual mode). */
export const tableFeatureSet = tableFeatures({ rowSortingFeature });
export type TableFeatureSet = typeof tableFeatureSet;

export type Column<T extends RowData> = ColumnDef<TableFeatureSet, T, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- a column list mixes value types

/** The column helper for a record type: `const col = columnsFor<BetRecord>()`. */
export function columnsFor<T extends RowData>() {
  return createColumnHelper<TableFeatureSet, T>();
}

/** What a column is on a phone's card. */
export type CardRole = 'title' | 'amount' | 'status' | 'fact' | 'detail';

declare module '@tanstack/table-core' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the augmented interface must repeat the library's type parameters
  interface ColumnMeta<TFeatures, TData, TValue> {
    /** Numbers and money sit on the right, so digits line up. */
    align?: 'start' | 'end';
    /** A column a narrow table could spare: on a phone's card, a detail unless `card` says otherwise. */
    priority?: 'secondary';
    /**
     * What the column is on a phone's card (`card-layout.ts`): the `title` (what the row is about, first), the
     * `amount` (large, coloured, never wrapped), the `status` (a badge beside the amount), a `fact` (a labelled
     * line always shown) or a `detail` (inside the card's expandable part); `none` leaves it off the card (a cell
     * that only repeats others). Unsaid: the first column is the title, a secondary one a detail, the rest facts.
     */
    card?: CardRole | 'none';
  }
}

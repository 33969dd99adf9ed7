import type { CardRole } from './features';

/** What `cardLayout` reads of a column: its id and the card role and priority of its meta. */
export type CardColumn = { id: string; card?: CardRole | 'none'; priority?: 'secondary' };

export type CardLayout = Record<CardRole, string[]>;

/**
 * Where each column goes on a phone's card (ADR 0027): the column's own `card` role when it says one; otherwise the
 * first column is the title, a secondary column a detail (in the card's expandable part) and the rest are facts.
 * A card always has a title: with none said, the first column that is not an amount or left off becomes it.
 */
export function cardLayout(columns: readonly CardColumn[]): CardLayout {
  const layout: CardLayout = { title: [], amount: [], status: [], fact: [], detail: [] };
  const anyTitle = columns.some((column) => column.card === 'title');
  for (const [index, column] of columns.entries()) {
    if (column.card === 'none') continue;
    const role: CardRole = column.card ?? (index === 0 && !anyTitle ? 'title' : column.priority === 'secondary' ? 'detail' : 'fact');
    layout[role].push(column.id);
  }
  if (layout.title.length === 0) {
    const first = [...layout.fact, ...layout.status, ...layout.detail][0];
    if (first) {
      for (const role of ['fact', 'status', 'detail'] as const) layout[role] = layout[role].filter((id) => id !== first);
      layout.title.push(first);
    }
  }
  return layout;
}

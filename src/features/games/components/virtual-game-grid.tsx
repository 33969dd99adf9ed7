import { Trans } from '@lingui/react/macro';
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { startTransition, useEffect, useRef, useState } from 'react';
import type { Game } from '@generated/model';
import { useDocumentTop } from '../hooks/use-element-width';
import { useMediaQuery } from '@/lib/use-media-query';
import { useViewer } from '../hooks/use-viewer';
import { FIRST_ROW, GRID_GAP, gridLayout } from '../logic/grid-layout';
import { useListedCards } from '../hooks/use-listed-cards';
import { ListedGameCard } from './game-card';
import './game-grid.css';
import { Button } from '@/ui/button';

/** No hover (a touch screen): the game cards' buttons sit under their titles (game-card.css). */
const TOUCH_QUERY = '(hover: none)';

/** Rows kept rendered above and below the viewport once the first window is on screen. */
const OVERSCAN = 3;

type VirtualGameGridProps = {
  games: readonly Game[];
  /** The list's content width (useElementWidth of the element around it); null until measured: no rows until then. */
  width: number | null;
  label: string;
  /** More pages on the server: loaded when the last rows come into view. */
  hasMore?: boolean;
  loadingMore?: boolean;
  onLoadMore?: () => void;
};

/**
 * A long game list (up to the 999 favourites) that stays smooth: only the
 * rows in and near the viewport are in the page (@tanstack/react-virtual,
 * scrolling with the window). Reaching the end loads the next page; a
 * button does the same for keyboards and screen readers.
 */
export function VirtualGameGrid({ games, width, label, hasMore = false, loadingMore = false, onLoadMore }: VirtualGameGridProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const touch = useMediaQuery(TOUCH_QUERY, false);
  const viewer = useViewer();
  const cardData = useListedCards();
  // On a touch screen the buttons sit under the titles: Play, and Free trial for guests and trial users.
  const { columns, rowHeight } = gridLayout(width ?? 0, touch ? (!viewer.isLogin || viewer.isTrial ? 2 : 1) : 0);
  const rowCount = Math.ceil(games.length / columns);
  // Where the list starts on the page moves with the content above it (filters, headings).
  const top = useDocumentTop(listRef);
  const scrollMargin = top ?? 0;

  // Rows have a fixed height, so nothing is measured; scroll updates are batched by React
  // (no flushSync per scroll event), and the memoised cards are not rendered again.
  // Issue 33 (ADR 0037): the rows wait for the width (the first pass at a guessed desktop width was thrown
  // away and rendered again at once), the first window is only the rows on screen, and the rows around it
  // follow in a transition, which React renders in slices between frames.
  const measured = width !== null;
  const [overscan, setOverscan] = useState(0);
  useEffect(() => {
    if (measured) startTransition(() => setOverscan(OVERSCAN));
  }, [measured]);
  const virtualizer = useWindowVirtualizer({
    count: measured ? rowCount : 0,
    estimateSize: () => rowHeight,
    overscan,
    scrollMargin,
    useFlushSync: false,
  });
  useEffect(() => virtualizer.measure(), [virtualizer, rowHeight]);

  const rows = virtualizer.getVirtualItems();
  const lastRow = rows.at(-1)?.index ?? -1;
  useEffect(() => {
    // Not before the list's top is known (issue 33): counted from the page's top meanwhile, its last rows seem in view.
    if (top !== null && hasMore && !loadingMore && lastRow >= rowCount - 1) onLoadMore?.();
  }, [top, hasMore, loadingMore, lastRow, rowCount, onLoadMore]);

  return (
    <>
      <div ref={listRef} className="virtual-grid" role="list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
        {rows.map((row) => (
          <div
            key={row.key}
            role="presentation"
            className="virtual-grid__row"
            style={{
              transform: `translateY(${row.start - scrollMargin}px)`,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              gap: GRID_GAP,
              height: rowHeight - GRID_GAP,
            }}
          >
            {games.slice(row.index * columns, row.index * columns + columns).map((game, column) => {
              const position = row.index * columns + column;
              return (
                <div key={game.nodeId} role="listitem" aria-posinset={position + 1} aria-setsize={games.length}>
                  <ListedGameCard game={game} index={position} eager={position < FIRST_ROW} {...cardData(game)} />
                </div>
              );
            })}
          </div>
        ))}
      </div>
      {hasMore ? (
        <div className="virtual-grid__more">
          <Button onClick={onLoadMore} pending={loadingMore}>
            {loadingMore ? <Trans>Loading more games…</Trans> : <Trans>Load more games</Trans>}
          </Button>
        </div>
      ) : null}
    </>
  );
}

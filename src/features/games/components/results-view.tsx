import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Game } from '@generated/model';
import { QueryState } from '@/ui/query-state';
import { inTaskOfItsOwn } from '@/lib/yield';
import { useElementWidth } from '../hooks/use-element-width';
import { VirtualGameGrid } from './virtual-game-grid';
import './game-grid.css';
import { Button } from '@/ui/button';

type Paged = { hasNextPage?: boolean; isFetchingNextPage?: boolean; fetchNextPage?: () => unknown };
type ListData = readonly Game[] | { games: Game[]; total: number | null };

type ResultsViewProps<T extends ListData> = {
  query: UseQueryResult<T, unknown> & Paged;
  /** Picks and filters the games out of the query's data (default: all of them). */
  select?: (data: T) => Game[];
  label: string;
  onReset?: () => void;
};

const gamesOf = (data: ListData): readonly Game[] => ('games' in data ? data.games : data);

/** A list's states: loading, failure with retry, no match (with a way back), or the games with a count. */
export function ResultsView<T extends ListData>({ query, select, label, onReset }: ResultsViewProps<T>) {
  const { t, i18n } = useLingui();
  const boxRef = useRef<HTMLDivElement>(null);
  // The grid's width (issue 33, ADR 0037): while the list loads, the ResizeObserver reads it after a frame's own
  // layout, so the task that draws the answer lays nothing out to measure it. A list already in the cache when this
  // mounts is measured at once, before the first paint, as the grid used to measure itself.
  const width = useElementWidth(boxRef, { atMount: !query.isPending });
  // The count ("900 games") is the page's first Intl number, and the first one loads the browser's locale data
  // (15-40 ms here, 4x on a phone): loaded while the list loads, in a task of its own, not in the one that draws it.
  useEffect(() => {
    inTaskOfItsOwn(() => i18n.number(0));
  }, [i18n]);
  return (
    <div ref={boxRef} className="results-view">
      <QueryState<T> query={query} label={label}>
        {(data) => {
          const games = select ? select(data) : gamesOf(data);
          const total = !select && 'total' in data && data.total !== null ? data.total : games.length;
          if (games.length === 0) {
            return (
              <div className="centre-empty">
                <p>
                  <Trans>No games match your choice.</Trans>
                </p>
                {onReset ? (
                  <Button onClick={onReset}>
                    <Trans>Show all games</Trans>
                  </Button>
                ) : null}
              </div>
            );
          }
          const shown = games.length;
          return (
            <>
              <p className="results-count" aria-live="polite">
                {shown < total
                  ? t`Showing ${shown} of ${plural(total, { one: '# game', other: '# games' })}`
                  : plural(total, { one: '# game', other: '# games' })}
              </p>
              <VirtualGameGrid
                games={games}
                width={width}
                label={label}
                hasMore={query.hasNextPage ?? false}
                loadingMore={query.isFetchingNextPage ?? false}
                onLoadMore={query.fetchNextPage ? () => void query.fetchNextPage?.() : undefined}
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

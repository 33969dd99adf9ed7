import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Game } from '@generated/model';
import { QueryLoading, QueryState } from '@/ui/query-state';
import { inTaskOfItsOwn } from '@/lib/yield';
import { useElementWidth } from '../hooks/use-element-width';
import { VirtualGameGrid } from './virtual-game-grid';
import './game-grid.css';
import { Button } from '@/ui/button';

type Paged = { hasNextPage?: boolean; isFetchingNextPage?: boolean; fetchNextPage?: (options?: { cancelRefetch?: boolean }) => unknown };
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
  // The grid's width (issue 33, ADR 0037): read by the ResizeObserver after a frame's own layout, so no task lays the
  // page out to measure it, and known while the list loads. A list already loaded when this mounts (the route asked
  // for it) shows the placeholder for that frame, and its cards then render in slices.
  const width = useElementWidth(boxRef);
  // The count ("900 games") is the page's first Intl number, and the first one loads the browser's locale data
  // (15-40 ms here, 4x on a phone): loaded while the list loads, in a task of its own, not in the one that draws it.
  useEffect(() => {
    inTaskOfItsOwn(() => i18n.number(0));
  }, [i18n]);
  return (
    <div ref={boxRef} className="results-view">
      {/* In slices (issue 33): the answer reaches the list as a synchronous update; deferred, the cards render in an
          interruptible transition instead of one long task, the placeholder staying until they are done. */}
      <QueryState<T> query={query} label={label} inSlices>
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
          if (width === null) return <QueryLoading label={label} />;
          const shown = games.length;
          // While the cards of a page that has arrived still render (the deferred data lag the query's), the list is
          // still loading more: its end in view must not ask for the page after it yet.
          const catchingUp = data !== query.data;
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
                loadingMore={(query.isFetchingNextPage ?? false) || catchingUp}
                // Never in place of a page already on its way (the list's end on screen asks by itself): TanStack's
                // default cancels it and asks again, one call more for the same page.
                onLoadMore={query.fetchNextPage ? () => void query.fetchNextPage?.({ cancelRefetch: false }) : undefined}
              />
            </>
          );
        }}
      </QueryState>
    </div>
  );
}

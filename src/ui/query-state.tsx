import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { useDeferredValue, useState, type ReactNode } from 'react';
import { apiErrorMessage } from '@/api/api-error-message';
import './query-state.css';
import { Button } from './button';

/**
 * What failed, why, and what the player can do (ADR 0026): "Your balance: could not load. Network link abnormal.
 * Please try again. Your money is safe. [Try again]". One notice per failed thing, where that thing would be.
 */
export function FailureNotice({
  error,
  what,
  money = false,
  retrying = false,
  onRetry,
}: {
  error: unknown;
  what: string;
  money?: boolean;
  retrying?: boolean;
  onRetry?: () => void;
}) {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <div className="failure-notice" role="alert">
      <p className="failure-notice__title">{t`${what}: could not load.`}</p>
      <p className="failure-notice__text">
        {i18n._(apiErrorMessage(error))}
        {money ? (
          <>
            {' '}
            <Trans>Your money is safe.</Trans>
          </>
        ) : null}
      </p>
      {onRetry ? (
        <Button onClick={onRetry} pending={retrying}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </div>
  );
}

/**
 * QueryState's placeholder while its query loads; also for a section whose data are in but not yet drawable, and
 * (`page`) a whole page whose route is loading (page-pending.tsx).
 */
export function QueryLoading({ label, page = false }: { label: string; page?: boolean }) {
  return (
    <div
      className={page ? 'query-state query-state--loading query-state--page' : 'query-state query-state--loading'}
      role="status"
      aria-label={label}
      aria-busy="true"
    >
      <span className="query-state__shimmer ui-shimmer" />
      <span className="query-state__shimmer ui-shimmer" />
      <span className="query-state__shimmer ui-shimmer" />
    </div>
  );
}

/**
 * Loading, failure (with a retry) and data for one query: no section ever
 * goes blank while it waits or after a failed call. The one way a screen shows
 * a query's state (the data table's rows are the other, for tables). `label`
 * names what is loading and, on a failure, what could not be loaded; `money`
 * adds that the player's money is safe (balances, wallets, withdrawals).
 */
export function QueryState<T>({
  query,
  label,
  money = false,
  inSlices = false,
  children,
}: {
  query: UseQueryResult<T, unknown>;
  label: string;
  money?: boolean;
  inSlices?: boolean;
  children: (data: T) => ReactNode;
}) {
  // The retry button spins for the player's own retry, not for the refetch a remount starts by itself.
  const [retried, setRetried] = useState(false);
  // `inSlices` (issue 33): a large section (a grid of game cards) drawn the moment its answer arrives was one long
  // task, because the answer reaches the page as a synchronous update (the query cache is an external store). Its
  // data is then deferred: React renders it again in a transition it can interrupt, the placeholder staying until
  // it is done. Data already in the cache when the section mounts shows at once. Off by default: a screen whose
  // other parts read the same query at once (a balance, a paged list's "Load more") must not show two states.
  const deferred = useDeferredValue(query.data);
  const data = inSlices ? deferred : query.data;
  if (query.isPending || (query.isSuccess && data === undefined)) {
    return <QueryLoading label={label} />;
  }
  if (query.isError) {
    return (
      <div className="query-state query-state--error">
        <FailureNotice
          error={query.error}
          what={label}
          money={money}
          retrying={retried && query.isFetching}
          onRetry={() => {
            setRetried(true);
            void query.refetch();
          }}
        />
      </div>
    );
  }
  return <>{children(data as T)}</>;
}

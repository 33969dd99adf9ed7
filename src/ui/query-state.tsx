import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { apiErrorMessage } from '@/api/api-error-message';
import './query-state.css';
import { Button } from './button';

/**
 * Loading, failure (with a retry) and data for one query: no section ever
 * goes blank while it waits or after a failed call.
 */
export function QueryState<T>({ query, label, children }: { query: UseQueryResult<T, unknown>; label: string; children: (data: T) => ReactNode }) {
  const { i18n } = useLingui();
  if (query.isPending) {
    return (
      <div className="query-state query-state--loading" role="status" aria-label={label} aria-busy="true">
        <span className="query-state__shimmer" />
        <span className="query-state__shimmer" />
        <span className="query-state__shimmer" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div className="query-state query-state--error" role="alert">
        <p>{i18n._(apiErrorMessage(query.error))}</p>
        <Button onClick={() => void query.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}

import { useLingui } from '@lingui/react/macro';
import { QueryLoading } from './query-state';

/** What a route shows while its loader waits (the router's default pending component). */
export function PagePending() {
  const { t } = useLingui();
  return <QueryLoading label={t`Loading`} page />;
}

import { useLingui } from '@lingui/react/macro';
import './query-state.css';

/** What a route shows while its loader waits (the router's default pending component). */
export function PagePending() {
  const { t } = useLingui();
  return (
    <div className="query-state query-state--loading query-state--page" role="status" aria-label={t`Loading`} aria-busy="true">
      <span className="query-state__shimmer ui-shimmer" />
      <span className="query-state__shimmer ui-shimmer" />
      <span className="query-state__shimmer ui-shimmer" />
    </div>
  );
}

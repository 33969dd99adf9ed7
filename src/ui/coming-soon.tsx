import { Trans } from '@lingui/react/macro';

/** A centre page whose screens are still being built (removed as each page lands). */
export function ComingSoon() {
  return (
    <div className="query-state" role="status">
      <p>
        <Trans>This page is being prepared. Please check back soon.</Trans>
      </p>
    </div>
  );
}

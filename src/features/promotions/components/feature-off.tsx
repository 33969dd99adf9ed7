import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';

/** What a gated page says when its flag is off (reached by an old link or a typed address). */
export function FeatureOff() {
  return (
    <EmptyState
      icon="blocked"
      title={<Trans>This feature is not available on this site.</Trans>}
      action={
        <Link to="/member/reward-center" className={buttonClass()}>
          <Trans>Go to the reward centre</Trans>
        </Link>
      }
    />
  );
}

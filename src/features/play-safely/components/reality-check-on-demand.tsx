import { Suspense } from 'react';
import { lazyNamed } from '@/ui/on-demand';
import { useSession } from '@/api/use-session';
import { usePlaySafelyEnabled } from '../api/play-safely';

/** The clock and its dialog (Radix's dialog among its code) load only for a member it can concern, after the first screen. */
const RealityCheckClock = lazyNamed(() => import('./reality-check'), 'RealityCheckClock');

/**
 * The reality check (issue 30), mounted once in the app shell for every page: for a signed-in member (not a trial
 * user, not an agent) while the merchant's play-safely flag is on. Its code stays out of the initial JS.
 */
export function RealityCheck() {
  const enabled = usePlaySafelyEnabled();
  const session = useSession();
  if (!enabled || !session || session.isTrial || session.isAgent) return null;
  return (
    <Suspense fallback={null}>
      <RealityCheckClock />
    </Suspense>
  );
}

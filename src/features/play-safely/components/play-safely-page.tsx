import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { playSafelyQueryOptions } from '../api/play-safely';
import { ActivitySection } from './activity-section';
import { BreakSection } from './break-section';
import { HelpSection } from './help-section';
import { LimitsSection } from './limits-section';
import { RealityCheckSection } from './reality-check-section';
import './play-safely.css';

/** The member centre's "Play safely" page (issue 30): limits, reality check, break, self-exclusion, activity, help. */
export function PlaySafelyPage() {
  const { t } = useLingui();
  const query = useQuery(playSafelyQueryOptions());
  return (
    <div className="play-safely">
      <PageHeader
        title={<Trans>Play safely</Trans>}
        description={<Trans>Set your own limits, get reminders of the time, or take a break. We keep to them, every time.</Trans>}
      />
      <QueryState query={query} label={t`Loading your limits`}>
        {(status) => (
          <>
            <LimitsSection status={status} />
            <RealityCheckSection status={status} />
          </>
        )}
      </QueryState>
      <BreakSection kind="timeOut" />
      <BreakSection kind="selfExclusion" />
      <ActivitySection />
      <HelpSection />
    </div>
  );
}

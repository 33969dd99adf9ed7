import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useLanguage } from '@/lib/use-language';
import { formatMoney } from '@/lib/money';
import { buttonClass } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { activitiesQueryOptions } from '../api/promotions';
import { useFilterLabel } from '../hooks/use-promotion-labels';
import { groupOf } from '../logic/activity-actions';
import type { RewardCentreSearch } from '../logic/filters';
import { ActivityAction } from './activity-action';
import { PromotionPeriod } from './promotion-period';
import { RedEnvelopes } from './red-envelopes';
import { StatusBadge } from './status-badge';
import './promo-page.css';
import './reward-centre-page.css';

const route = getRouteApi('/_player/_auth/member/reward-center');
type Tab = NonNullable<RewardCentreSearch['tab']>;

/** rewardCenter (SPEC 2): the member's activities in their SPEC 4 status, with the action each allows, and the red envelopes. */
export function RewardCenterPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const filterLabel = useFilterLabel();
  const { tab = 'all' } = route.useSearch();
  const activities = useQuery(activitiesQueryOptions(language));
  const tabs: Array<{ value: Tab; label: string }> = [
    { value: 'all', label: t({ message: 'All', comment: 'Reward centre tab' }) },
    { value: 'claimable', label: t`Ready to claim` },
    { value: 'open', label: t`Open to join` },
    { value: 'inProgress', label: t`In progress` },
    { value: 'history', label: t`History` },
  ];

  return (
    <div className="member-centre reward-centre">
      <PageHeader
        title={<Trans>Reward centre</Trans>}
        description={<Trans>Your promotions, their status and the rewards waiting for you.</Trans>}
        actions={
          <Link to="/promotions" className={buttonClass()}>
            <Trans>All promotions</Trans>
          </Link>
        }
      />
      <QueryState query={activities} label={t`Reward centre`}>
        {({ list, claimableCount }) => {
          const shown = list.filter((activity) => tab === 'all' || groupOf(activity.status) === tab);
          return (
            <>
              <p className="reward-centre__summary" role="status">
                {claimableCount > 0 ? (
                  <Trans>Rewards ready to claim: {claimableCount}</Trans>
                ) : (
                  <Trans>No rewards waiting. Apply to a promotion to earn more.</Trans>
                )}
              </p>
              <nav className="promo-filters" aria-label={t`Reward centre tabs`}>
                <ul>
                  {tabs.map((item) => (
                    <li key={item.value}>
                      <Link
                        to="/member/reward-center"
                        search={item.value === 'all' ? {} : { tab: item.value }}
                        className="promo-filters__chip"
                        aria-current={tab === item.value ? 'page' : undefined}
                        replace
                        resetScroll={false}
                      >
                        {item.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </nav>
              {shown.length === 0 ? (
                <EmptyState icon="gift" title={<Trans>Nothing here yet</Trans>} />
              ) : (
                <ul className="activity-list" aria-label={t`Activities`}>
                  {shown.map((activity) => (
                    <li key={activity.promotionId} className="activity" aria-labelledby={`activity-${activity.promotionId}`}>
                      <img className="activity__image" src={activity.imageUrl} alt="" width={160} height={90} loading="lazy" />
                      <div className="activity__body">
                        <p className="promo-card__tag">{filterLabel(activity.category)}</p>
                        <h2 id={`activity-${activity.promotionId}`} className="activity__title">
                          {activity.title}
                        </h2>
                        <PromotionPeriod startTime={activity.startTime} endTime={activity.endTime} />
                        {activity.remark ? <p className="activity__remark">{activity.remark}</p> : null}
                      </div>
                      <div className="activity__side">
                        <StatusBadge status={activity.status} />
                        {activity.rewardAmount ? <strong className="activity__reward">{formatMoney(activity.rewardAmount)}</strong> : null}
                        <div className="activity__actions">
                          <Link
                            to="/promotions"
                            search={{ id: activity.promotionId }}
                            className={buttonClass({ variant: 'ghost', size: 'sm' })}
                            aria-label={t`Details of ${activity.title}`}
                          >
                            <Trans>Details</Trans>
                          </Link>
                          <ActivityAction promotionId={activity.promotionId} title={activity.title} status={activity.status} kind={activity.kind} size="sm" />
                        </div>
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </>
          );
        }}
      </QueryState>
      <RedEnvelopes />
    </div>
  );
}

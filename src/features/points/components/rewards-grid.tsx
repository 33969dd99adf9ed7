import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { PointsReward } from '@generated/model';
import { formatMoney } from '@/lib/format';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { QueryState } from '@/ui/query-state';
import { pointsRewardsQueryOptions } from '../api/points';
import { affordableUnits } from '../logic/points-rules';

/** The rewards to redeem: each with its price in points, its requirement and stock; too dear ones say so. */
export function RewardsGrid({ balance, onRedeem }: { balance: number | undefined; onRedeem: (reward: PointsReward) => void }) {
  const { t } = useLingui();
  const rewards = useQuery(pointsRewardsQueryOptions());
  return (
    <QueryState query={rewards} label={t`Rewards`}>
      {(list) =>
        list.length === 0 ? (
          <EmptyState icon="gift" title={<Trans>No rewards to redeem right now</Trans>} />
        ) : (
          <ul className="reward-grid" aria-label={t`Rewards`}>
            {list.map((reward) => {
              const units = balance === undefined ? 0 : affordableUnits(balance, reward.pointsRequirement, reward.quantity);
              const soldOut = reward.quantity === 0;
              const name = reward.name;
              const price = reward.pointsRequirement;
              return (
                <li key={reward.rewardId} className="reward-card">
                  {reward.imageUrl ? <img className="reward-card__image" src={reward.imageUrl} alt="" width={160} height={100} loading="lazy" /> : null}
                  <h3 className="reward-card__name">{reward.name}</h3>
                  <p className="reward-card__price">
                    <Plural value={price} one="# point" other="# points" />
                  </p>
                  <dl className="reward-card__facts">
                    {reward.amountRequirement ? (
                      <div>
                        <dt>{t`Amount requirement`}</dt>
                        <dd>{formatMoney(reward.amountRequirement)}</dd>
                      </div>
                    ) : null}
                    {reward.quantity !== undefined ? (
                      <div>
                        <dt>{t`In stock`}</dt>
                        <dd>{reward.quantity}</dd>
                      </div>
                    ) : null}
                  </dl>
                  <Button
                    variant="primary"
                    block
                    disabled={units === 0}
                    onClick={() => onRedeem(reward)}
                    // Named by what it shows (WCAG 2.5.3): only "Redeem" takes the reward's name.
                    aria-label={soldOut || units === 0 ? undefined : t`Redeem ${name}`}
                  >
                    {soldOut ? <Trans>Sold out</Trans> : units === 0 ? <Trans>Not enough points</Trans> : <Trans>Redeem</Trans>}
                  </Button>
                </li>
              );
            })}
          </ul>
        )
      }
    </QueryState>
  );
}

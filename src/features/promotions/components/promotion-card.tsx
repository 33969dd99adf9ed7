import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ActivityStatus, Promotion } from '@generated/model';
import { buttonClass } from '@/ui/button';
import { useFilterLabel } from '../hooks/use-promotion-labels';
import { ActivityAction } from './activity-action';
import { PromotionPeriod } from './promotion-period';
import { StatusBadge } from './status-badge';
import './promo-page.css';
import './promotion-card.css';

/** A promotion card: image, filter, title, period, a short text, the detail view and the action the status allows. */
export function PromotionCard({ promotion, status }: { promotion: Promotion; status: ActivityStatus }) {
  const { t } = useLingui();
  const filterLabel = useFilterLabel();
  return (
    <article className="promo-card" aria-labelledby={`promo-${promotion.promotionId}`}>
      <div className="promo-card__media">
        <img src={promotion.imageUrl} alt="" width={640} height={360} loading="lazy" />
        <StatusBadge status={status} />
      </div>
      <div className="promo-card__body">
        <p className="promo-card__tag">{filterLabel(promotion.category)}</p>
        <h2 id={`promo-${promotion.promotionId}`} className="promo-card__title">
          {promotion.title}
        </h2>
        <PromotionPeriod startTime={promotion.startTime} endTime={promotion.endTime} />
        <p className="promo-card__summary">{promotion.summary}</p>
        <div className="promo-card__actions">
          <Link
            to="/promotions"
            search={(prev) => ({ ...prev, id: promotion.promotionId })}
            className={buttonClass({ variant: 'ghost' })}
            aria-label={t`Details of ${promotion.title}`}
            resetScroll={false}
          >
            <Trans>Details</Trans>
          </Link>
          <ActivityAction promotionId={promotion.promotionId} title={promotion.title} status={status} kind={promotion.kind} />
        </div>
      </div>
    </article>
  );
}

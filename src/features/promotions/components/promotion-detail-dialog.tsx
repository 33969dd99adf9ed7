import { Trans } from '@lingui/react/macro';
import type { ActivityStatus, Promotion } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { Dialog } from '@/ui/dialog';
import { SafeHtml } from '@/ui/safe-html';
import { ActivityAction } from './activity-action';
import { PromotionPeriod } from './promotion-period';
import { StatusBadge } from './status-badge';
import './promo-page.css';
import './promotion-detail-dialog.css';

/** A promotion in full: its image, period, status and the sanitised rich content, with its action. */
export function PromotionDetailDialog({ promotion, status, onClose }: { promotion: Promotion; status: ActivityStatus; onClose: () => void }) {
  return (
    <Dialog title={promotion.title} size="lg" onClose={onClose}>
      <div className="promo-detail">
        <img className="promo-detail__image" src={promotion.imageUrl} alt="" width={640} height={360} />
        <div className="promo-detail__meta">
          <StatusBadge status={status} />
          <PromotionPeriod startTime={promotion.startTime} endTime={promotion.endTime} />
          {promotion.rewardAmount ? (
            <p className="promo-detail__reward">
              <Trans>Reward up to {formatMoney(promotion.rewardAmount)}</Trans>
            </p>
          ) : null}
        </div>
        <p className="promo-detail__summary">{promotion.summary}</p>
        <SafeHtml className="promo-detail__content rich-content" html={promotion.content} />
        <div className="dialog-actions">
          <ActivityAction promotionId={promotion.promotionId} title={promotion.title} status={status} kind={promotion.kind} />
        </div>
      </div>
    </Dialog>
  );
}

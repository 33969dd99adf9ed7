import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ActivityStatus, PromotionKind } from '@generated/model';
import { apiErrorMessage } from '@/api/api-error-message';
import { useSession } from '@/api/use-session';
import { canUseMemberAction, TrialBlockedDialog } from '@/features/auth';
import { formatMoney } from '@/lib/format';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { useApplyPromotion, useClaimReward } from '../api/promotions';
import { useOpenLogin } from '../hooks/use-open-login';
import { actionsFor } from '../logic/activity-actions';

type Props = { promotionId: string; title: string; status: ActivityStatus; kind: PromotionKind; size?: 'sm' | 'md' };

/**
 * The one action an activity's status allows (apply, claim, the raffle claim),
 * for anyone: a guest is sent to the login popup and back, a trial user sees
 * the real-account dialog (SPEC 6).
 */
export function ActivityAction({ promotionId, title, status, kind, size = 'md' }: Props) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const openLogin = useOpenLogin();
  const [trialBlocked, setTrialBlocked] = useState(false);
  const apply = useApplyPromotion();
  const claim = useClaimReward();
  const [action] = actionsFor(status, kind);
  if (!action) return null;

  const guard = (run: () => void) => () => {
    if (!session?.token) return openLogin();
    if (!canUseMemberAction(session)) return setTrialBlocked(true);
    run();
  };
  const failed = (error: unknown) => toast(i18n._(apiErrorMessage(error)), 'error');

  const button =
    action === 'apply' ? (
      <Button
        variant="primary"
        size={size}
        pending={apply.isPending}
        aria-label={session?.token ? t`Apply now to ${title}` : t`Log in to apply to ${title}`}
        onClick={guard(() =>
          apply.mutate(promotionId, {
            onSuccess: (activity) =>
              toast(activity.status === 'joined' ? t`You joined ${title}.` : t`Application sent for ${title}. We will review it shortly.`, 'success'),
            onError: failed,
          }),
        )}
      >
        {session?.token ? <Trans>Apply now</Trans> : <Trans>Log in to apply</Trans>}
      </Button>
    ) : (
      <Button
        variant="primary"
        size={size}
        pending={claim.isPending}
        aria-label={action === 'raffleClaim' ? t`Claim prize of ${title}` : t`Claim the reward of ${title}`}
        onClick={guard(() =>
          claim.mutate(
            { promotionId, raffle: action === 'raffleClaim' },
            { onSuccess: ({ amount }) => toast(t`${formatMoney(amount)} was added to your wallet.`, 'success'), onError: failed },
          ),
        )}
      >
        {action === 'raffleClaim' ? <Trans>Claim prize</Trans> : <Trans>Claim</Trans>}
      </Button>
    );
  return (
    <>
      {button}
      {trialBlocked ? <TrialBlockedDialog onClose={() => setTrialBlocked(false)} /> : null}
    </>
  );
}

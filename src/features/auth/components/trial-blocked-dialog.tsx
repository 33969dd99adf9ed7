import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Dialog } from '@/ui/dialog';
import { Button } from '@/ui/button';

type Props = {
  onClose: () => void;
  /** `game`: the trial user pressed a real-money "Play"; the way on reads "Play for real" and free trial stays open. */
  reason?: 'game' | 'account';
};

/**
 * A trial (free-play) user tried a real game, a favourite or a member or agent
 * action (SPEC 6: key in_need_true_account, confirm key in_increase_submit).
 * Confirming takes the user to registration.
 */
export function TrialBlockedDialog({ onClose, reason = 'account' }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Dialog
      title={t`Real account needed`}
      size="sm"
      onClose={onClose}
      footer={
        <>
          <Button variant="ghost" onClick={onClose}>
            <Trans>Not now</Trans>
          </Button>
          <Button
            variant="primary"
            onClick={() => {
              onClose();
              void navigate({ to: '/register' });
            }}
          >
            {reason === 'game' ? <Trans>Play for real</Trans> : <Trans>Register now</Trans>}
          </Button>
        </>
      }
    >
      <p className="trial-blocked__text">
        <Trans>A real account must be registered first.</Trans>
      </p>
      {reason === 'game' ? (
        <p className="trial-blocked__text">
          <Trans>Free trial games use play money and stay open to you.</Trans>
        </p>
      ) : null}
    </Dialog>
  );
}

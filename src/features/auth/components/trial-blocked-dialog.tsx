import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Dialog } from '@/ui/dialog';
import { Button } from '@/ui/button';

/**
 * A trial (free-play) user tried a real game, a favourite or a member or agent
 * action (SPEC 6: key in_need_true_account, confirm key in_increase_submit).
 * Confirming takes the user to registration.
 */
export function TrialBlockedDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  return (
    <Dialog title={t`Real account needed`} size="sm" onClose={onClose}>
      <p className="trial-blocked__text">
        <Trans>A real account must be registered first.</Trans>
      </p>
      <div className="dialog-actions">
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
          <Trans>Register now</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

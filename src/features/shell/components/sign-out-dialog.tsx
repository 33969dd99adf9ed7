import { Trans, useLingui } from '@lingui/react/macro';
import { useLogout } from '@/features/auth';
import { Dialog } from '@/ui/dialog';
import { Button } from '@/ui/button';

/** Sign out asks first; confirming ends the session and returns home (agents to /agent). */
export function SignOutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const logout = useLogout();
  return (
    <Dialog title={t`Sign out`} description={t`Do you want to sign out of your account?`} size="sm" onClose={onClose}>
      <div className="dialog-actions">
        <Button variant="ghost" onClick={onClose} disabled={logout.isPending}>
          <Trans>Cancel</Trans>
        </Button>
        <Button variant="primary" onClick={() => logout.mutate()} pending={logout.isPending}>
          <Trans>Yes, sign out</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

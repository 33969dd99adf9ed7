import { Trans, useLingui } from '@lingui/react/macro';
import { useLogout } from '@/features/auth';
import { Dialog } from '@/ui/dialog';

/** Sign out asks first; confirming ends the session and returns home (agents to /agent). */
export function SignOutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  const logout = useLogout();
  return (
    <Dialog title={t`Sign out`} description={t`Do you want to sign out of your account?`} size="sm" onClose={onClose}>
      <div className="dialog-actions">
        <button type="button" className="button button--ghost" onClick={onClose} disabled={logout.isPending}>
          <Trans>Cancel</Trans>
        </button>
        <button type="button" className="button button--primary" onClick={() => logout.mutate()} disabled={logout.isPending} aria-busy={logout.isPending}>
          <Trans>Yes, sign out</Trans>
        </button>
      </div>
    </Dialog>
  );
}

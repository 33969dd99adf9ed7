import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Dialog } from '@/ui/dialog';
import type { LoginResult } from '../api/use-login';
import { LoginForm } from './login-form';

export function LoginDialog({ onClose, onSuccess }: { onClose: () => void; onSuccess: (result: LoginResult) => void }) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Log in`} description={t`Welcome back! Log in to play and manage your wallet.`} onClose={onClose}>
      <LoginForm onSuccess={onSuccess} />
      <p className="dialog-footnote">
        <Trans>
          No account yet? <Link to="/register">Register now</Link>
        </Trans>
      </p>
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog } from '@/ui/dialog';
import { Tabs } from '@/ui/tabs';
import { useAuthSettings } from '../api/auth-settings';
import type { ForcedChange } from '../api/use-change-password';
import { endServerSession } from '../api/login-session';
import type { SignInResult } from '../api/sign-in';
import { ChangePasswordDialog } from './change-password-dialog';
import { ForgotPasswordDialog } from './forgot-password-dialog';
import { FreePlayButton } from './free-play-button';
import { SmsLoginForm } from './sms-login-form';
import { ThirdPartyLoginButton } from './third-party-login-button';
import { UsernameLoginForm } from './username-login-form';
import './auth.css';

type LoginDialogProps = {
  onClose: () => void;
  /** Logged in (or free play started): the caller returns where the visitor came from. */
  onSuccess: () => void;
  /** A forced or forgotten password was just set: SPEC 4 goes home. */
  onPasswordSet: () => void;
};

/**
 * The login modal (SPEC 2): username and SMS tabs when verification-code login
 * is on, remember me, forgot password, register, one-click third-party
 * sign-in when enabled, free play, and the forced password change.
 */
export function LoginDialog({ onClose, onSuccess, onPasswordSet }: LoginDialogProps) {
  const { t } = useLingui();
  const settings = useAuthSettings();
  const [tab, setTab] = useState<'username' | 'sms'>('username');
  const [view, setView] = useState<'login' | 'forgot'>('login');
  const [forced, setForced] = useState<ForcedChange | null>(null);
  const [changeAbandoned, setChangeAbandoned] = useState(false);

  const handle = (result: SignInResult, remember = false) => {
    if (result.kind === 'signed-in') onSuccess();
    else setForced({ ...result, remember });
  };

  if (forced) {
    return (
      <ChangePasswordDialog
        forced={forced}
        onDone={onPasswordSet}
        onClose={() => {
          void endServerSession(forced.user.token);
          setForced(null);
          setChangeAbandoned(true);
        }}
      />
    );
  }
  if (view === 'forgot') {
    return <ForgotPasswordDialog onClose={onClose} onBack={() => setView('login')} onPasswordSet={onPasswordSet} />;
  }

  const smsLogin = settings.data?.smsLogin === true;
  const usernameForm = <UsernameLoginForm portal="player" onResult={handle} onForgotPassword={() => setView('forgot')} />;
  return (
    <Dialog title={t`Log in`} description={t`Welcome back! Log in to play and manage your wallet.`} onClose={onClose} initialFocus="input[name='username']">
      {changeAbandoned ? (
        <p className="auth-notice auth-notice--warning" role="status">
          <Trans>You need to change your password before you can log in.</Trans>
        </p>
      ) : null}
      <Tabs
        label={t`Login method`}
        value={smsLogin ? tab : 'username'}
        onChange={setTab}
        items={[
          { value: 'username', label: t`Account login`, content: usernameForm },
          ...(smsLogin ? [{ value: 'sms' as const, label: t`SMS login`, content: <SmsLoginForm portal="player" onResult={handle} /> }] : []),
        ]}
      />
      <div className="login-dialog__alternatives">
        <p className="login-dialog__divider">
          <span>
            <Trans>or</Trans>
          </span>
        </p>
        {settings.data?.thirdPartyLogin ? <ThirdPartyLoginButton portal="player" onResult={handle} /> : null}
        <FreePlayButton onStarted={onSuccess} />
      </div>
      <p className="login-dialog__footnote">
        <Trans>
          No account yet? <Link to="/register">Register now</Link>
        </Trans>
      </p>
    </Dialog>
  );
}

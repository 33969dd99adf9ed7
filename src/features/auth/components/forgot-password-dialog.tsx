import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog } from '@/ui/dialog';
import { QueryState } from '@/ui/query-state';
import { useAuthSettings } from '../api/auth-settings';
import { ForgotEmailForm } from './forgot-email-form';
import { ForgotPhoneForm } from './forgot-phone-form';
import './auth.css';
import { Button } from '@/ui/button';

type Props = { onClose: () => void; onBack: () => void; onPasswordSet: () => void };

/** Forgot password (SPEC 2): by mobile when CHNGPASSVERIF3 is on, else by e-mail; customer service is one click away. */
export function ForgotPasswordDialog({ onClose, onBack, onPasswordSet }: Props) {
  const { t } = useLingui();
  const settings = useAuthSettings();
  const [sent, setSent] = useState(false);
  return (
    <Dialog title={t`Forgot password`} onClose={onClose}>
      <QueryState query={settings} label={t`Forgot password`}>
        {({ forgotByMobile, customerServiceUrl }) => (
          <>
            {sent ? (
              <div className="form">
                <p className="auth-notice auth-notice--success" role="status">
                  <Trans>The password reset e-mail has been sent. Please check your inbox.</Trans>
                </p>
                <Button variant="primary" block onClick={onClose}>
                  <Trans>OK</Trans>
                </Button>
              </div>
            ) : forgotByMobile ? (
              <ForgotPhoneForm onPasswordSet={onPasswordSet} />
            ) : (
              <>
                <p className="auth-dialog__lead">
                  <Trans>Enter your username and the e-mail address of your account; we will send you a link to set a new password.</Trans>
                </p>
                <ForgotEmailForm onSent={() => setSent(true)} />
              </>
            )}
            <p className="login-dialog__footnote">
              <button type="button" className="link-button" onClick={onBack}>
                <Trans>Back to log in</Trans>
              </button>
              {customerServiceUrl ? (
                <>
                  {' · '}
                  <a href={customerServiceUrl} target="_blank" rel="noopener noreferrer">
                    <Trans>Contact customer service</Trans>
                  </a>
                </>
              ) : null}
            </p>
          </>
        )}
      </QueryState>
    </Dialog>
  );
}

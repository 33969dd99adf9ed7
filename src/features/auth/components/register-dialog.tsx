import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Dialog } from '@/ui/dialog';
import { QueryState } from '@/ui/query-state';
import { Tabs } from '@/ui/tabs';
import { TextField } from '@/ui/text-field';
import { useAuthSettings } from '../api/auth-settings';
import { useRegisterSettings } from '../api/use-register-settings';
import { registerPlan, type RegisterMode } from '../logic/register-plan';
import { RegisterForm } from './register-form';
import './auth.css';

type Props = { referralCode?: string; onClose: () => void; onSuccess: () => void };

/**
 * The register modal (SPEC 2): a username tab when USERNAMEREG3 is on and a
 * mobile tab when MOBILENUMREG3 is on, each built from the server's field settings.
 */
export function RegisterDialog({ referralCode, onClose, onSuccess }: Props) {
  const { t } = useLingui();
  const auth = useAuthSettings();
  const fields = useRegisterSettings();
  const [tab, setTab] = useState<RegisterMode>('username');
  return (
    <Dialog
      title={t`Register`}
      description={t`Create your account in a minute and start playing.`}
      onClose={onClose}
      initialFocus=".ui-tabs__panel:not([hidden]) input"
    >
      <QueryState query={auth} label={t`Register`}>
        {(settings) => (
          <QueryState query={fields} label={t`Register`}>
            {(fieldSettings) => {
              const modes: RegisterMode[] = [
                ...(settings.usernameRegister ? ['username' as const] : []),
                ...(settings.mobileRegister ? ['mobile' as const] : []),
              ];
              if (modes.length === 0) {
                return (
                  <p className="auth-notice auth-notice--warning">
                    <Trans>Registration is closed at the moment. Please contact customer service.</Trans>
                  </p>
                );
              }
              const active = modes.includes(tab) ? tab : (modes[0] ?? 'username');
              const form = (mode: RegisterMode) => (
                <RegisterForm
                  key={mode}
                  mode={mode}
                  plan={registerPlan(mode, fieldSettings, { smsVerification: settings.registerSmsVerification })}
                  referralCode={referralCode}
                  onRegistered={onSuccess}
                />
              );
              return (
                <>
                  {referralCode ? (
                    <div className="register-dialog__referral">
                      <TextField label={t`Referral code`} value={referralCode} readOnly />
                    </div>
                  ) : null}
                  <Tabs
                    label={t`Registration method`}
                    value={active}
                    onChange={setTab}
                    items={modes.map((mode) => ({
                      value: mode,
                      label: mode === 'username' ? t`Account` : t`Mobile`,
                      content: form(mode),
                    }))}
                  />
                </>
              );
            }}
          </QueryState>
        )}
      </QueryState>
      <p className="login-dialog__footnote">
        <Trans>
          Already have an account? <Link to="/login">Log in</Link>
        </Trans>
      </p>
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useCaptcha } from '@/api/use-captcha';
import { CheckboxField } from '@/ui/checkbox-field';
import { FormShell, useAppForm } from '@/ui/form';
import { MessageDialog } from '@/ui/message-dialog';
import { InvitationCodeError, useRegister, type Registration } from '../api/use-register';
import { codeMessage } from '../logic/login-errors';
import { buildRegisterPayload, type PlannedField, type RegisterMode, type RegisterValues } from '../logic/register-plan';
import { registerSchema } from '../logic/register-schema';
import { RegisterField } from './register-field';

type Props = { mode: RegisterMode; plan: PlannedField[]; referralCode?: string; onRegistered: () => void };

/**
 * One registration tab: the planned fields, the referral code from the link,
 * the terms with the 18+ confirmation; the affiliate code is checked before
 * anything is registered.
 */
export function RegisterForm({ mode, plan, referralCode, onRegistered }: Props) {
  const { t } = useLingui();
  const hasCaptcha = plan.some((field) => field.name === 'captcha');
  const captcha = useCaptcha(hasCaptcha);
  const [invitationError, setInvitationError] = useState(false);
  const terms = t`Terms and Conditions`;
  const schema = useMemo(() => registerSchema(plan, terms), [plan, terms]);
  const defaultValues: RegisterValues = { countryDialingCode: '', terms: false, ...Object.fromEntries(plan.map((field) => [field.name, ''])) };
  const form = useAppForm(schema, defaultValues);
  const mutation = useRegister();

  const submit = (values: RegisterValues) => {
    const context = { referralCode, domain: location.hostname, registerUrl: location.href };
    // The captcha answer goes with the id of the image it answers.
    const answered = hasCaptcha ? { captchaId: captcha.captchaId ?? '' } : {};
    const registration: Registration =
      mode === 'mobile'
        ? { mode, payload: { ...buildRegisterPayload('mobile', plan, values, context), ...answered } }
        : { mode, payload: { ...buildRegisterPayload('username', plan, values, context), ...answered } };
    return mutation.mutateAsync(registration, {
      onSuccess: onRegistered,
      onError: (error) => {
        if (error instanceof InvitationCodeError) setInvitationError(true);
        if (hasCaptcha) {
          form.setValue('captcha', '');
          captcha.reload();
        }
      },
    });
  };

  return (
    <FormShell
      form={form}
      mutation={mutation}
      // The invitation code failure has its own dialog below, not a line.
      renderError={(error) => (error instanceof InvitationCodeError ? null : undefined)}
      describeError={codeMessage}
      submitLabel={<Trans>Create account</Trans>}
      pendingLabel={<Trans>Creating your account…</Trans>}
      onSubmit={submit}
    >
      {plan.map((field) => (
        <RegisterField key={field.name} field={field} mode={mode} captcha={captcha} />
      ))}
      <CheckboxField
        name="terms"
        label={
          <Trans>
            I am over 18 years of age and I agree to the{' '}
            <a href="/help#term" target="_blank" rel="noopener">
              {terms}
            </a>
            .
          </Trans>
        }
      />
      {invitationError ? (
        <MessageDialog title={t`Registration stopped`} onClose={() => setInvitationError(false)}>
          <p>
            <Trans>Invitation code error</Trans>
          </p>
        </MessageDialog>
      ) : null}
    </FormShell>
  );
}

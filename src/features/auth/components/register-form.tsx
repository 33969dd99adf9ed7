import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { apiErrorMessage } from '@/api/api-error-message';
import { useCaptcha } from '@/api/use-captcha';
import { CheckboxField } from '@/ui/checkbox-field';
import { MessageDialog } from '@/ui/message-dialog';
import { InvitationCodeError, useRegister, type Registration } from '../api/use-register';
import { codeMessage } from '../logic/login-errors';
import { registerProblemMessage } from '../logic/register-messages';
import { buildRegisterPayload, validateRegistration, type PlannedField, type RegisterMode, type RegisterValues } from '../logic/register-plan';
import { RegisterField } from './register-field';

type Props = { mode: RegisterMode; plan: PlannedField[]; referralCode?: string; onRegistered: () => void };

/**
 * One registration tab: the planned fields, the referral code from the link,
 * the terms with the 18+ confirmation; the affiliate code is checked before
 * anything is registered.
 */
export function RegisterForm({ mode, plan, referralCode, onRegistered }: Props) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const hasCaptcha = plan.some((field) => field.name === 'captcha');
  const captcha = useCaptcha(hasCaptcha);
  const [invitationError, setInvitationError] = useState(false);
  const terms = t`Terms and Conditions`;

  const schema = useMemo(
    () =>
      z.looseObject({}).superRefine((values, ctx) => {
        const problems = validateRegistration(plan, values as RegisterValues);
        for (const [name, problem] of Object.entries(problems)) {
          if (problem) ctx.addIssue({ code: 'custom', path: [name], message: i18n._(registerProblemMessage(problem, terms)) });
        }
      }),
    [plan, i18n, terms],
  );
  const defaultValues: RegisterValues = { countryDialingCode: '+60', terms: false, ...Object.fromEntries(plan.map((field) => [field.name, ''])) };
  const form = useForm<RegisterValues>({ resolver: zodResolver(schema) as Resolver<RegisterValues>, defaultValues });
  const mutation = useRegister();

  const submit = form.handleSubmit((values) => {
    const context = { referralCode, domain: location.hostname, registerUrl: location.href };
    const registration: Registration =
      mode === 'mobile'
        ? { mode, payload: buildRegisterPayload('mobile', plan, values, context) }
        : { mode, payload: buildRegisterPayload('username', plan, values, context) };
    mutation.mutate(registration, {
      onSuccess: onRegistered,
      onError: (error) => {
        if (error instanceof InvitationCodeError) setInvitationError(true);
        if (hasCaptcha) {
          form.setValue('captcha', '');
          captcha.reload();
        }
      },
    });
  });
  const failure =
    mutation.error && !(mutation.error instanceof InvitationCodeError) ? i18n._(codeMessage(mutation.error) ?? apiErrorMessage(mutation.error)) : null;

  return (
    <form className="form" onSubmit={submit} noValidate>
      {plan.map((field) => (
        <RegisterField key={field.name} field={field} mode={mode} form={form} captcha={captcha} />
      ))}
      <CheckboxField
        label={
          <Trans>
            I am over 18 years of age and I agree to the{' '}
            <a href="/help#term" target="_blank" rel="noopener">
              {terms}
            </a>
            .
          </Trans>
        }
        error={form.formState.errors.terms?.message}
        {...form.register('terms')}
      />
      {failure ? (
        <p className="form__error" role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Creating your account…</Trans> : <Trans>Create account</Trans>}
      </button>
      {invitationError ? (
        <MessageDialog title={t`Registration stopped`} onClose={() => setInvitationError(false)}>
          <p>
            <Trans>Invitation code error</Trans>
          </p>
        </MessageDialog>
      ) : null}
    </form>
  );
}

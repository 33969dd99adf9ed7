import { zodResolver } from '@hookform/resolvers/zod';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { login } from '@generated/api/session/session';
import { encryptPayload } from '@/api/encryption';
import type { SignInResult } from '../api/sign-in';
import { useSignIn } from '../hooks/use-sign-in';
import type { Portal } from '../logic/login-rules';
import { mobileFields, verificationCodeField } from '../logic/mobile-code-schema';
import { LoginFailure } from './login-failure';
import { MobileCodeFields } from './mobile-code-fields';
import './auth.css';
import { unwrap } from '@/api/unwrap';

/**
 * SMS login (SPEC 3 and 5): a valid mobile number and the code it received;
 * the login sends the number as username and the code as password.
 */
export function SmsLoginForm({ portal, onResult }: { portal: Portal; onResult: (result: SignInResult) => void }) {
  const { _: translate } = useLinguiRuntime();
  const schema = useMemo(
    () =>
      z.object({
        ...mobileFields(translate),
        code: verificationCodeField(translate),
      }),
    [translate],
  );
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { countryDialingCode: '+60', mobileNum: '', code: '' },
  });
  const { errors } = form.formState;
  const mutation = useSignIn(portal, onResult);

  const submit = form.handleSubmit(({ mobileNum, code }) =>
    mutation.mutate({
      method: 'sms',
      obtain: async () => unwrap(await login(await encryptPayload({ username: mobileNum, password: code, type: 'sms' }))),
    }),
  );

  return (
    <form className="form" onSubmit={submit} noValidate>
      <MobileCodeFields
        dialingCode={form.register('countryDialingCode')}
        number={form.register('mobileNum')}
        mobileError={errors.mobileNum?.message}
        code={form.register('code')}
        codeError={errors.code?.message}
        canSend={() => form.trigger('mobileNum')}
        mobile={() => form.getValues()}
      />
      {mutation.error ? <LoginFailure error={mutation.error} method="sms" /> : null}
      <button type="submit" className="button button--primary button--block" disabled={mutation.isPending}>
        {mutation.isPending ? <Trans>Logging in…</Trans> : <Trans>Log in</Trans>}
      </button>
    </form>
  );
}

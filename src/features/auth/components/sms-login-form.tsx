import { Trans } from '@lingui/react/macro';
import { FormShell, useAppForm } from '@/ui/form';
import { smsLogin } from '../api/login-requests';
import type { SignInResult } from '../api/sign-in';
import { useSignIn } from '../hooks/use-sign-in';
import type { Portal } from '../logic/login-rules';
import { smsLoginSchema } from '../logic/mobile-code-schema';
import { LoginFailure } from './login-failure';
import { MobileCodeFields } from './mobile-code-fields';
import './auth.css';

/**
 * SMS login (SPEC 3 and 5): a valid mobile number and the code it received;
 * the login sends the number as username and the code as password.
 */
export function SmsLoginForm({ portal, onResult }: { portal: Portal; onResult: (result: SignInResult) => void }) {
  const form = useAppForm(smsLoginSchema, { countryDialingCode: '', mobileNum: '', code: '' });
  const mutation = useSignIn(portal, onResult);
  return (
    <FormShell
      form={form}
      mutation={mutation}
      renderError={(error) => <LoginFailure error={error} method="sms" />}
      submitLabel={<Trans>Log in</Trans>}
      pendingLabel={<Trans>Logging in…</Trans>}
      onSubmit={({ mobileNum, code }) => mutation.mutateAsync(smsLogin({ mobileNum, code }))}
    >
      <MobileCodeFields codeName="code" />
    </FormShell>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { FormShell, useAppForm } from '@/ui/form';
import { TextField } from '@/ui/text-field';
import { useForgotByEmail } from '../api/use-forgot-password';
import { forgotEmailSchema } from '../logic/login-schemas';
import { codeMessage } from '../logic/login-errors';

/** Forgot by e-mail (SPEC 5): username and a valid e-mail address. */
export function ForgotEmailForm({ onSent }: { onSent: () => void }) {
  const { t } = useLingui();
  const form = useAppForm(forgotEmailSchema, { username: '', email: '' });
  const mutation = useForgotByEmail();
  return (
    <FormShell
      form={form}
      mutation={mutation}
      describeError={codeMessage}
      submitLabel={<Trans>Send reset e-mail</Trans>}
      pendingLabel={<Trans>Sending…</Trans>}
      onSubmit={(values) => mutation.mutateAsync(values, { onSuccess: onSent })}
    >
      <TextField name="username" label={t`Username`} autoComplete="username" autoCapitalize="none" />
      <TextField name="email" label={t`E-mail`} type="email" autoComplete="email" />
    </FormShell>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { MobileNumberField, SmsCodeButton } from '@/features/auth';
import { Dialog } from '@/ui/dialog';
import { FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast';
import { sendSecurityCode, useBindMobile } from '../api/use-security';
import { describeMoneyError } from '@/features/payments';
import { bindMobileSchema } from '../logic/security-schemas';

/**
 * Bind or change the mobile number: the SMS code goes to the new number (SPEC 4 code button); a change also needs a
 * code sent to the number now bound, and either needs the login password (issue 28), so a stolen session alone
 * cannot move the account to another phone.
 */
export function BindMobileDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const form = useAppForm(bindMobileSchema(current !== null), {
    mobileNum: '',
    countryDialingCode: '',
    verificationCode: '',
    oldVerificationCode: '',
    password: '',
  });
  const mutation = useBindMobile();
  return (
    <Dialog title={current ? t`Change mobile number` : t`Bind mobile number`} onClose={onClose} initialFocus="input[type='tel']">
      {current ? (
        <p className="money-note">
          <Trans>Your number now is {current}. We send one code to it and one to the new number.</Trans>
        </p>
      ) : null}
      <FormShell
        form={form}
        mutation={mutation}
        describeError={describeMoneyError}
        submitLabel={<Trans>Save mobile number</Trans>}
        pendingLabel={<Trans>Saving…</Trans>}
        onSubmit={(values) =>
          mutation.mutateAsync(values, {
            onSuccess: () => {
              toast(t`Mobile number saved.`, 'success');
              onClose();
            },
          })
        }
      >
        {current ? (
          <div className="code-row">
            <TextField name="oldVerificationCode" label={t`Code sent to ${current}`} inputMode="numeric" autoComplete="one-time-code" />
            <SmsCodeButton
              target={{ purpose: 'verifyOldMobile' }}
              canSend={() => Promise.resolve(true)}
              send={() => sendSecurityCode({ purpose: 'verifyOldMobile' })}
            />
          </div>
        ) : null}
        <MobileNumberField label={t`New mobile number`} />
        <div className="code-row">
          <TextField
            name="verificationCode"
            label={current ? t`Code sent to the new number` : t`Verification code`}
            inputMode="numeric"
            autoComplete="one-time-code"
          />
          <SmsCodeButton
            target={{ number: form.watch('mobileNum') ?? '' }}
            canSend={() => form.trigger('mobileNum')}
            send={() =>
              sendSecurityCode({
                purpose: 'bindMobile',
                mobileNum: form.getValues('mobileNum').trim(),
                countryDialingCode: form.getValues('countryDialingCode'),
              })
            }
          />
        </div>
        <PasswordField name="password" label={t`Login password`} autoComplete="current-password" />
      </FormShell>
    </Dialog>
  );
}

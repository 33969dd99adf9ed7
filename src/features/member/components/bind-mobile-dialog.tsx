import { Trans, useLingui } from '@lingui/react/macro';
import { MobileNumberField, SmsCodeButton } from '@/features/auth';
import { Dialog } from '@/ui/dialog';
import { FormShell, useAppForm } from '@/ui/form';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast';
import { sendSecurityCode, useBindMobile } from '../api/use-security';
import { describeMoneyError } from '../logic/money-errors';
import { bindMobileSchema } from '../logic/security-schemas';

/** Bind or change the mobile number: the SMS code goes to the new number (SPEC 4 code button). */
export function BindMobileDialog({ current, onClose }: { current: string | null; onClose: () => void }) {
  const { t } = useLingui();
  const form = useAppForm(bindMobileSchema, { mobileNum: '', countryDialingCode: '+60', verificationCode: '' });
  const mutation = useBindMobile();
  return (
    <Dialog title={current ? t`Change mobile number` : t`Bind mobile number`} onClose={onClose} initialFocus="input[type='tel']">
      {current ? (
        <p className="money-note">
          <Trans>Your number now is {current}. The code goes to the new number.</Trans>
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
        <MobileNumberField label={t`New mobile number`} />
        <div className="code-row">
          <TextField name="verificationCode" label={t`Verification code`} inputMode="numeric" autoComplete="one-time-code" />
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
      </FormShell>
    </Dialog>
  );
}

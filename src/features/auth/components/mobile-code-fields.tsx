import { useLingui } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import { TextField } from '@/ui/text-field';
import { sendLoginCode } from '../api/login-requests';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeButton } from './sms-code-button';

/**
 * The mobile number and the SMS code sent to it without a login (SMS login,
 * forgot by phone), bound to the form's `mobileNum` and `countryDialingCode`
 * and to `codeName`.
 */
export function MobileCodeFields({ codeName }: { codeName: string }) {
  const { t } = useLingui();
  const form = useFormContext<{ mobileNum: string; countryDialingCode: string }>();
  return (
    <>
      <MobileNumberField label={t`Mobile number`} />
      <div className="code-row">
        <TextField name={codeName} label={t`Verification code`} inputMode="numeric" autoComplete="one-time-code" />
        <SmsCodeButton
          target={{ number: form.watch('mobileNum') ?? '' }}
          canSend={() => form.trigger('mobileNum')}
          send={() => sendLoginCode(form.getValues())}
        />
      </div>
    </>
  );
}

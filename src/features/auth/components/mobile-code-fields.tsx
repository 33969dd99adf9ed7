import { useLingui } from '@lingui/react/macro';
import type { ComponentPropsWithRef } from 'react';
import { sendLoginSmsCode } from '@generated/api/session/session';
import { TextField } from '@/ui/text-field';
import { normaliseMobile } from '../logic/mobile';
import { MobileNumberField } from './mobile-number-field';
import { SmsCodeButton } from './sms-code-button';
import { unwrap } from '@/api/unwrap';

type MobileCodeFieldsProps = {
  dialingCode: ComponentPropsWithRef<'select'>;
  number: ComponentPropsWithRef<'input'>;
  mobileError?: string;
  code: ComponentPropsWithRef<'input'>;
  codeError?: string;
  /** Validates the number before a code is requested. */
  canSend: () => Promise<boolean>;
  /** The number as typed, read when the button is pressed. */
  mobile: () => { mobileNum: string; countryDialingCode: string };
};

/** The mobile number and the SMS code sent to it without a login (SMS login, forgot by phone). */
export function MobileCodeFields({ dialingCode, number, mobileError, code, codeError, canSend, mobile }: MobileCodeFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <MobileNumberField label={t`Mobile number`} error={mobileError} dialingCode={dialingCode} number={number} />
      <div className="code-row">
        <TextField label={t`Verification code`} inputMode="numeric" autoComplete="one-time-code" error={codeError} {...code} />
        <SmsCodeButton
          canSend={canSend}
          send={async () => {
            const { mobileNum, countryDialingCode } = mobile();
            const value = unwrap(await sendLoginSmsCode({ mobileNum: normaliseMobile(mobileNum), countryDialingCode }));
            return { kind: 'server', expiredMinutes: value.expiredMinutes };
          }}
        />
      </div>
    </>
  );
}

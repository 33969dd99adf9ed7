import { useLingui } from '@lingui/react/macro';
import { useId, type ComponentPropsWithRef } from 'react';
import { useCountryCodes } from '../api/use-country-codes';
import './auth.css';

type MobileNumberFieldProps = {
  label: string;
  error?: string;
  dialingCode: ComponentPropsWithRef<'select'>;
  number: ComponentPropsWithRef<'input'>;
};

/** A mobile number with its country dialing code, as the SMS and registration calls take them. */
export function MobileNumberField({ label, error, dialingCode, number }: MobileNumberFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const codes = useCountryCodes();
  const options = codes.data ?? [];
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-number`}>
        {label}
      </label>
      <div className="mobile-field">
        <select className="field__input field__select mobile-field__code" aria-label={t`Country code`} {...dialingCode}>
          {options.length === 0 ? <option value="+60">+60</option> : null}
          {options.map((entry) => (
            <option key={entry.countryCode} value={entry.countryDialingCode}>
              {entry.countryDialingCode} {entry.countryCode}
            </option>
          ))}
        </select>
        <input
          id={`${id}-number`}
          className="field__input mobile-field__number"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...number}
        />
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

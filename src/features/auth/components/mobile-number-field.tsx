import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useField } from '@/ui/form';
import { useCountryCodes } from '../api/use-country-codes';
import './auth.css';

/**
 * A mobile number with its country dialing code, as the SMS and registration
 * calls take them: bound to the form's `mobileNum` and `countryDialingCode`.
 */
export function MobileNumberField({ label }: { label: string }) {
  const { t } = useLingui();
  const id = useId();
  const codes = useCountryCodes();
  const options = codes.data ?? [];
  const form = useFormContext();
  const { registration, error } = useField('mobileNum', undefined);
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-number`}>
        {label}
      </label>
      <div className="mobile-field">
        <select className="field__input field__select mobile-field__code" aria-label={t`Country code`} {...form.register('countryDialingCode')}>
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
          {...registration}
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

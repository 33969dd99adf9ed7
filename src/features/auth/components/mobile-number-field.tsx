import { useLingui } from '@lingui/react/macro';
import { useEffect, useId } from 'react';
import { useFormContext } from 'react-hook-form';
import { useField } from '@/ui/form';
import { useCountryCodes } from '../api/use-country-codes';
import { dialingCodeChoice } from '../logic/mobile';
import './auth.css';

/**
 * A mobile number with its country dialing code, as the SMS and registration
 * calls take them: bound to the form's `mobileNum` and `countryDialingCode`. The forms start with no code; the
 * merchant's first code fills it in when the codes arrive, so what the select shows is what is sent.
 */
/** `autoComplete`: off where the number is someone else's (an agent opening a downline's account). */
export function MobileNumberField({ label, hint, autoComplete = 'tel-national' }: { label: string; hint?: string; autoComplete?: string }) {
  const { t } = useLingui();
  const id = useId();
  const codes = useCountryCodes();
  const options = codes.data ?? [];
  const form = useFormContext();
  const { registration, error } = useField('mobileNum', undefined);
  const loaded = codes.data;
  useEffect(() => {
    const current = String(form.getValues('countryDialingCode') ?? '');
    const next = dialingCodeChoice(current, loaded ?? []);
    if (next !== current) form.setValue('countryDialingCode', next);
  }, [form, loaded]);
  return (
    <div className="field">
      <label className="field__label" htmlFor={`${id}-number`}>
        {label}
      </label>
      <div className="mobile-field">
        <select className="field__input field__select mobile-field__code" aria-label={t`Country code`} {...form.register('countryDialingCode')}>
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
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={[error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined}
          {...registration}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

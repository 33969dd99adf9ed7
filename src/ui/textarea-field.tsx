import { useLingui } from '@lingui/react/macro';
import { useId, type ComponentPropsWithRef } from 'react';
import { useField } from './form/use-field';
import './form.css';
import './form-extras.css';

type TextareaFieldProps = ComponentPropsWithRef<'textarea'> & {
  label: string;
  error?: string;
  /** Characters typed so far, for the live counter against `maxLength`. */
  count: number;
  minLength?: number;
  maxLength: number;
};

/** A labelled text area with a live "n / max" counter that screen readers hear politely. */
export function TextareaField({ label, error: given, count, minLength, maxLength, id, name, ...textarea }: TextareaFieldProps) {
  const { registration, error } = useField(name, given);
  const { t } = useLingui();
  const generated = useId();
  const areaId = id ?? generated;
  const tooShort = minLength !== undefined && count > 0 && count < minLength;
  return (
    <div className="field">
      <label className="field__label" htmlFor={areaId}>
        {label}
      </label>
      <textarea
        id={areaId}
        className="field__input field__textarea"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${areaId}-count${error ? ` ${areaId}-error` : ''}`}
        name={name}
        {...textarea}
        {...registration}
      />
      <p id={`${areaId}-count`} className={`field__counter${tooShort || count > maxLength ? ' field__counter--warn' : ''}`} aria-live="polite">
        {t`${count} / ${maxLength} characters`}
      </p>
      {error ? (
        <p id={`${areaId}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

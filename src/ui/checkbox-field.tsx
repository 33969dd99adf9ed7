import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import './form-extras.css';

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode; error?: string };

export function CheckboxField({ label, error, id, ...input }: CheckboxFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="checkbox-field">
      <input
        id={inputId}
        type="checkbox"
        className="checkbox-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${inputId}-error` : undefined}
        {...input}
      />
      <label htmlFor={inputId} className="checkbox-field__label">
        {label}
      </label>
      {error ? (
        <p id={`${inputId}-error`} className="field__error checkbox-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

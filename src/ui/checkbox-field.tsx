import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { useField } from './form/use-field';
import './form-extras.css';

type CheckboxFieldProps = Omit<ComponentPropsWithRef<'input'>, 'type'> & { label: ReactNode; error?: string };

/** A tick box with its label and error; bound by `name` inside a `FormShell`. */
export function CheckboxField({ label, error: given, id, name, ...input }: CheckboxFieldProps) {
  const { registration, error } = useField(name, given);
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
        name={name}
        {...input}
        {...registration}
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

import { useId, type ComponentPropsWithRef } from 'react';
import { useField } from './form/use-field';
import './form.css';

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** A translated message; inside a `FormShell` the field's own validation message is shown instead. */
  error?: string;
  hint?: string;
};

/**
 * A labelled input with its error message wired for screen readers. With a
 * `name` inside a `FormShell` it binds itself to the form: value, validation
 * and the translated error come from there.
 */
export function TextField({ label, error: given, hint, id, className, name, ...input }: TextFieldProps) {
  const { registration, error } = useField(name, given);
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        name={name}
        {...input}
        {...registration}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${inputId}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

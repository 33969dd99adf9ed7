import { useId, type ComponentPropsWithRef } from 'react';
import './form.css';

type TextFieldProps = ComponentPropsWithRef<'input'> & {
  label: string;
  /** A translated message; marks the field invalid and is read with it. */
  error?: string;
  hint?: string;
};

/** A labelled input with its error message wired for screen readers. */
export function TextField({ label, error, hint, id, className, ...input }: TextFieldProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const describedBy = [error ? `${inputId}-error` : null, hint ? `${inputId}-hint` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={inputId}>
        {label}
      </label>
      <input id={inputId} className="field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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

import { useId, type ComponentPropsWithRef } from 'react';
import { useField } from './form/use-field';
import './form.css';
import './form-extras.css';

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown first with an empty value, so nothing is chosen by accident. */
  placeholder?: string;
};

/** A labelled select; bound by `name` inside a `FormShell` like every field. */
export function SelectField({ label, error: given, options, placeholder, id, className, name, ...select }: SelectFieldProps) {
  const { registration, error } = useField(name, given);
  const generated = useId();
  const selectId = id ?? generated;
  return (
    <div className={`field ${className ?? ''}`}>
      <label className="field__label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${selectId}-error` : undefined}
        name={name}
        {...select}
        {...registration}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <p id={`${selectId}-error`} className="field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

import { useId, type ComponentPropsWithRef } from 'react';
import './form.css';
import './form-extras.css';

type SelectFieldProps = ComponentPropsWithRef<'select'> & {
  label: string;
  error?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** Shown first with an empty value, so nothing is chosen by accident. */
  placeholder?: string;
};

export function SelectField({ label, error, options, placeholder, id, className, ...select }: SelectFieldProps) {
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
        {...select}
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

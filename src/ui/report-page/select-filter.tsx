type SelectFilterProps<T extends string> = {
  label: string;
  /** The URL's value; none: the first option ("all"). */
  value: T | undefined;
  options: readonly T[];
  optionLabel: (option: T) => string;
  /** The first option, which clears the filter. */
  allLabel: string;
  onChange: (value: T | undefined) => void;
};

/** A report filter that picks one of a contract enum's values (a game type, a record type), or all of them. */
export function SelectFilter<T extends string>({ label, value, options, optionLabel, allLabel, onChange }: SelectFilterProps<T>) {
  return (
    <label className="report-filters__field">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(event) => onChange((event.target.value || undefined) as T | undefined)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

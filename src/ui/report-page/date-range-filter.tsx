import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useId } from 'react';
import { formatDate } from '@/lib/format-date';
import { Chip, ChipGroup } from '../chip';
import { matchPreset, orderedRange, presetRange, type DatePreset, type DateRange } from '@/lib/date-range';

const PRESET_LABELS: Record<DatePreset, MessageDescriptor> = {
  today: msg`Today`,
  yesterday: msg`Yesterday`,
  last7: msg`Last 7 days`,
  last30: msg`Last 30 days`,
  next7: msg`Next 7 days`,
  next30: msg`Next 30 days`,
};

/** From and to dates with the quick picks of SPEC 9; a pick fills both, typing a date clears the pick. */
export function DateRangeFilter({ range, presets, onChange }: { range: DateRange; presets: readonly DatePreset[]; onChange: (range: DateRange) => void }) {
  const { i18n } = useLingui();
  const active = matchPreset(range, presets);
  return (
    <div className="report-filters__dates">
      <ChipGroup className="report-filters__presets" label={i18n._(msg`Quick date range`)}>
        {presets.map((preset) => (
          <Chip key={preset} pressed={active === preset} onClick={() => onChange(presetRange(preset))}>
            {i18n._(PRESET_LABELS[preset])}
          </Chip>
        ))}
      </ChipGroup>
      <DateField label={i18n._(msg`From`)} value={range.from} max={range.to} onChange={(from) => onChange(orderedRange({ ...range, from }))} />
      <DateField
        label={i18n._(msg({ message: 'To', context: 'date range', comment: 'The last day of a date range' }))}
        value={range.to}
        min={range.from}
        onChange={(to) => onChange(orderedRange({ ...range, to }))}
      />
    </div>
  );
}

/**
 * A day picker that reads like every other date of the site (ADR 0028): the browser's own picker, whose face
 * follows the device's locale ("11/20/2026"), sits transparent over the day in the site's format ("Nov 20, 2026",
 * "2026 နို 20"); a tap or click opens the picker, the keyboard types into it. Its value stays YYYY-MM-DD.
 */
function DateField({ label, value, min, max, onChange }: { label: string; value: string; min?: string; max?: string; onChange: (day: string) => void }) {
  const id = useId();
  return (
    <div className="report-filters__field">
      <label htmlFor={id}>{label}</label>
      <span className="date-field">
        <span className="date-field__text" aria-hidden="true">
          {formatDate(value)}
        </span>
        <input
          id={id}
          type="date"
          className="date-field__input"
          value={value}
          min={min}
          max={max}
          onClick={(event) => {
            try {
              event.currentTarget.showPicker();
            } catch {
              // A browser without showPicker, or one that refuses it here, still opens its picker on its own.
            }
          }}
          onChange={(event) => event.target.value && onChange(event.target.value)}
        />
      </span>
    </div>
  );
}

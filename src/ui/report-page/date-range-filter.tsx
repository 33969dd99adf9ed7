import { useLingui } from '@lingui/react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
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
      <div className="report-filters__presets" role="group" aria-label={i18n._(msg`Quick date range`)}>
        {presets.map((preset) => (
          <button key={preset} type="button" className="chip" aria-pressed={active === preset} onClick={() => onChange(presetRange(preset))}>
            {i18n._(PRESET_LABELS[preset])}
          </button>
        ))}
      </div>
      <label className="report-filters__field">
        <span>{i18n._(msg`From`)}</span>
        <input
          type="date"
          value={range.from}
          max={range.to}
          onChange={(event) => event.target.value && onChange(orderedRange({ ...range, from: event.target.value }))}
        />
      </label>
      <label className="report-filters__field">
        <span>{i18n._(msg({ message: 'To', comment: 'The last day of a date range' }))}</span>
        <input
          type="date"
          value={range.to}
          min={range.from}
          onChange={(event) => event.target.value && onChange(orderedRange({ ...range, to: event.target.value }))}
        />
      </label>
    </div>
  );
}

import dayjs from 'dayjs';

/** Dates in filters and in the URL are calendar days, `YYYY-MM-DD`, in the player's time zone. */
export const DAY_FORMAT = 'YYYY-MM-DD';
export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The quick picks of SPEC 9 for records: today, yesterday, the previous 7 and
 * 30 days (both ending today), and the next 7 and 30 days for what is
 * scheduled (salary settlements, contract periods).
 */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export type DateRange = { from: string; to: string };

export function presetRange(preset: DatePreset, today: Date = new Date()): DateRange {
  const day = dayjs(today).startOf('day');
  const range = (from: dayjs.Dayjs, to: dayjs.Dayjs) => ({ from: from.format(DAY_FORMAT), to: to.format(DAY_FORMAT) });
  switch (preset) {
    case 'today':
      return range(day, day);
    case 'yesterday':
      return range(day.subtract(1, 'day'), day.subtract(1, 'day'));
    case 'last7':
      return range(day.subtract(6, 'day'), day);
    case 'last30':
      return range(day.subtract(29, 'day'), day);
    case 'next7':
      return range(day, day.add(6, 'day'));
    case 'next30':
      return range(day, day.add(29, 'day'));
  }
}

/** Which quick pick a range is, if any (so the chip shows as pressed). */
export function matchPreset(range: Partial<DateRange>, presets: readonly DatePreset[], today: Date = new Date()): DatePreset | undefined {
  return presets.find((preset) => {
    const candidate = presetRange(preset, today);
    return candidate.from === range.from && candidate.to === range.to;
  });
}

/** A range whose end comes before its start is swapped, not refused: the person meant the days between. */
export function orderedRange(range: DateRange): DateRange {
  return range.from <= range.to ? range : { from: range.to, to: range.from };
}

// Dates in filters and in the URL are calendar days, `YYYY-MM-DD` (`dayPattern`), in the player's time zone.

/**
 * The quick picks of SPEC 9 for records: today, yesterday, the previous 7 and
 * 30 days (both ending today), and the next 7 and 30 days for what is
 * scheduled (salary settlements, contract periods).
 */
export const DATE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'next7', 'next30'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];
export type DateRange = { from: string; to: string };

export function presetRange(preset: DatePreset, today: Date = new Date()): DateRange {
  const range = (from: number, to: number) => ({ from: shiftedDay(today, from), to: shiftedDay(today, to) });
  switch (preset) {
    case 'today':
      return range(0, 0);
    case 'yesterday':
      return range(-1, -1);
    case 'last7':
      return range(-6, 0);
    case 'last30':
      return range(-29, 0);
    case 'next7':
      return range(0, 6);
    case 'next30':
      return range(0, 29);
  }
}

/**
 * The calendar day `days` away from `today`, `YYYY-MM-DD`, in the player's time zone. With the Date's own
 * calendar arithmetic rather than dayjs: the lobby's route tree reads these presets, and dayjs (3 KB) then stayed
 * in its initial JS for them alone (issue 33).
 */
function shiftedDay(today: Date, days: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
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

/** The range a request uses: the URL's dates, else the report's one default range (its definition's `defaultRange`). */
export function effectiveRange(search: Partial<DateRange>, defaultRange: DatePreset, today?: Date): DateRange {
  const preset = presetRange(defaultRange, today);
  return { from: search.from ?? preset.from, to: search.to ?? preset.to };
}

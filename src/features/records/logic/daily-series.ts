import dayjs from 'dayjs';

export type DayPoint = { day: string; winLoss: number };

/** At most this many days are drawn one by one; a longer range shows only the days with bets. */
export const MAX_FILLED_DAYS = 366;

/**
 * The chart's days: every day of the range, oldest first, a day without bets
 * at zero (so a quiet week reads as flat, not as a line jumping over it).
 */
export function dailySeries(days: ReadonlyArray<DayPoint>, from: string, to: string): DayPoint[] {
  const byDay = new Map(days.map((point) => [point.day, point.winLoss]));
  const start = dayjs(from);
  const span = dayjs(to).diff(start, 'day');
  if (span < 0 || span >= MAX_FILLED_DAYS) return [...days].sort((a, b) => a.day.localeCompare(b.day));
  return Array.from({ length: span + 1 }, (_, index) => {
    const day = start.add(index, 'day').format('YYYY-MM-DD');
    return { day, winLoss: byDay.get(day) ?? 0 };
  });
}

import { stamp } from './clock';

export { stamp };

const pad = (value: number) => String(value).padStart(2, '0');

const DAY_MS = 86_400_000;

/**
 * `stamp` for the moments of one local day starting at `dayStart` (a local midnight), by arithmetic instead of a
 * Date per moment (issue 33: the mock panel's 100,000 bets are stamped on the page's main thread). A day with a
 * clock change, a moment outside the day or between whole seconds falls back to `stamp`, so the text is the same.
 */
export function dayStamper(dayStart: number): (ms: number) => string {
  const start = new Date(dayStart);
  const steady =
    start.getHours() === 0 &&
    start.getMinutes() === 0 &&
    start.getSeconds() === 0 &&
    start.getMilliseconds() === 0 &&
    start.getTimezoneOffset() === new Date(dayStart + DAY_MS).getTimezoneOffset();
  const date = stamp(dayStart).slice(0, 11);
  return (ms) => {
    const seconds = (ms - dayStart) / 1000;
    if (!steady || !Number.isInteger(seconds) || seconds < 0 || seconds >= DAY_MS / 1000) return stamp(ms);
    return `${date}${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  };
}

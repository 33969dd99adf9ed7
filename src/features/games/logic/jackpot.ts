/** A source of numbers in [0, 1): Math.random in the app, a fixed sequence in tests. */
export type Random = () => number;

export type JackpotConfig = { min: number; max: number; /** A fixed first value; else a random one between min and max. */ start?: number };

/** SPEC 4: the home jackpot runs from 100,000,000 to 150,000,000 and starts at 101,000,000. */
export const HOME_JACKPOT: JackpotConfig = { min: 100_000_000, max: 150_000_000, start: 101_000_000 };

/** SPEC 9: a tick every 3, 4 or 5 seconds adds 100 to 500. */
export const JACKPOT_TICKS_MS = [3000, 4000, 5000] as const;
export const JACKPOT_STEP = { min: 100, max: 500 } as const;

const cents = (value: number) => Math.round(value * 100) / 100;

function pick<T>(items: readonly T[], random: Random): T {
  const index = Math.min(items.length - 1, Math.floor(random() * items.length));
  return items[index] as T;
}

/** Where the counter starts over: the fixed start, else a random value in range (two decimals). */
export function restartJackpot(config: JackpotConfig, random: Random): number {
  return config.start ?? cents(config.min + random() * (config.max - config.min));
}

/** The stored value when it is a number within range, else a fresh start. */
export function initialJackpot(stored: string | null | undefined, config: JackpotConfig, random: Random): number {
  const value = stored == null || stored.trim() === '' ? Number.NaN : Number(stored);
  return Number.isFinite(value) && value >= config.min && value <= config.max ? cents(value) : restartJackpot(config, random);
}

/** One tick: add 100 to 500 (two decimals); above the maximum, start over. */
export function nextJackpot(value: number, config: JackpotConfig, random: Random): number {
  const next = cents(value + JACKPOT_STEP.min + random() * (JACKPOT_STEP.max - JACKPOT_STEP.min));
  return next > config.max ? restartJackpot(config, random) : next;
}

export function nextTickDelay(random: Random): number {
  return pick(JACKPOT_TICKS_MS, random);
}

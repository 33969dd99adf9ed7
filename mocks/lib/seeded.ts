/**
 * A small seeded PRNG (mulberry32 over a string hash): demo data that is the
 * same on every start without depending on faker's global seed.
 */
export function seeded(seed: string): () => number {
  return seededFrom(seedState(seed));
}

const STEP = 0x6d2b79f5;

/** The state `seeded(seed)` starts from. */
export function seedState(seed: string): number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  return h >>> 0;
}

/** mulberry32's output for a state it has just stepped to. */
function output(stepped: number): number {
  let t = Math.imul(stepped ^ (stepped >>> 15), stepped | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** The number a generator at `state` draws next, without drawing it. */
const valueAt = (state: number): number => output((state + STEP) >>> 0);

/**
 * The state after `draws` more numbers. mulberry32's state only counts (each draw adds one step), so any later
 * state is one multiplication away: a history can start drawing at any day without drawing the days before it.
 */
export const skipState = (state: number, draws: number): number => (state + Math.imul(draws, STEP)) >>> 0;

/** The `n`-th number (0 first) a generator at `state` would draw. */
export const drawAt = (state: number, n: number): number => valueAt(skipState(state, n));

/** A generator that goes on from `state` (a state `seedState` or `skipState` gave). */
export function seededFrom(state: number): () => number {
  let current = state;
  return () => {
    current = (current + STEP) >>> 0;
    return output(current);
  };
}

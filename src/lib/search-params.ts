/**
 * The route search schemas' building blocks. A route validates its search before its code loads, so whatever it
 * validates with is in the first download of every page (issue 12). zod would cost that download 16 KB gzip (its
 * core is shared with the forms' classic zod, so even zod mini brings all of it); a search param needs a
 * handful of rules, written here once. A schema is a Standard Schema, which `validateSearch` takes as it is.
 *
 * A URL is never refused: a param that is missing or bad reads as its default, or as nothing (the key is set to
 * undefined, so that it hides the raw value the router merges the route's search over); a number may come as text (`?pageNo=3`); params the schema does not name are dropped.
 * tests/unit/app/search-schemas.test.ts holds every route's schema to this.
 */

/**
 * A calendar day in the URL, `YYYY-MM-DD` (src/lib/date-range.ts). Here, not with the date rules, because the route
 * table validates it at every start and the lobby's initial JS need not carry the date presets (issue 33).
 */
export const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Reads one param: its value, or undefined when it is missing or bad. */
export type Param<T> = (raw: unknown) => T | undefined;
/** A param with a default: never undefined. */
type Filled<T> = ((raw: unknown) => T) & { filled: true };
type Field = Param<unknown> | Filled<unknown>;
type Shape = Record<string, Field>;

type Simplify<T> = { [K in keyof T]: T[K] } & {};
type ValueOf<F> = F extends (raw: unknown) => infer T ? Exclude<T, undefined> : never;
type FilledKeys<S extends Shape> = { [K in keyof S]: S[K] extends { filled: true } ? K : never }[keyof S];
/** What the page reads: the filled params always, the others when the URL has a good value. */
export type SearchOutput<S extends Shape> = Simplify<{ [K in FilledKeys<S>]: ValueOf<S[K]> } & { [K in Exclude<keyof S, FilledKeys<S>>]?: ValueOf<S[K]> }>;
/** What a link may set: any of the params. */
export type SearchInput<S extends Shape> = { [K in keyof S]?: ValueOf<S[K]> };

export type SearchSchema<S extends Shape> = {
  readonly shape: S;
  /** Reads a URL's params; never throws. */
  parse(raw: unknown): SearchOutput<S>;
  readonly '~standard': {
    readonly version: 1;
    readonly vendor: 'lobby-search';
    readonly validate: (raw: unknown) => { value: SearchOutput<S> };
    readonly types?: { readonly input: SearchInput<S>; readonly output: SearchOutput<S> } | undefined;
  };
};
/** The params a schema reads (as `z.infer` would give them). */
export type SearchOf<T> = T extends SearchSchema<infer S> ? SearchOutput<S> : never;

// The schema makers are marked free of effects (`@__NO_SIDE_EFFECTS__`): a module's schema that no page reads is
// dropped from the build, and so is a copy of it (a module the build splits by export, scripts/generated-calls.ts).
/* @__NO_SIDE_EFFECTS__ */
export function searchSchema<S extends Shape>(shape: S): SearchSchema<S> {
  const parse = (raw: unknown): SearchOutput<S> => {
    const input = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
    const value: Record<string, unknown> = {};
    // Every named key is set, `undefined` when missing or bad: the router merges a route's search over the raw
    // one, so a bad value left out would reach the page unread (`?redirect=%2F%2Fevil.example` did).
    for (const [key, read] of Object.entries(shape)) value[key] = read(input[key]);
    return value as SearchOutput<S>;
  };
  return { shape, parse, '~standard': { version: 1, vendor: 'lobby-search', validate: (raw) => ({ value: parse(raw) }) } };
}

/** The param, or `fallback` when it is missing or bad. */
/* @__NO_SIDE_EFFECTS__ */
export function withDefault<T>(param: Param<T>, fallback: T): Filled<T> {
  return Object.assign((raw: unknown) => param(raw) ?? fallback, { filled: true as const });
}

/**
 * Text, trimmed when asked, within the given length, matching `pattern`. With `coerce`, any value is read as its
 * text (`String(raw)`): the router reads `?nodeId=1010005` as a number.
 */
/* @__NO_SIDE_EFFECTS__ */
export function text(rules: { trim?: boolean; min?: number; max?: number; pattern?: RegExp; coerce?: boolean } = {}): Param<string> {
  return (raw) => {
    let value: string;
    if (typeof raw === 'string') value = raw;
    else if (rules.coerce && raw !== undefined) value = String(raw);
    else return undefined;
    if (rules.trim) value = value.trim();
    if (rules.min !== undefined && value.length < rules.min) return undefined;
    if (rules.max !== undefined && value.length > rules.max) return undefined;
    if (rules.pattern && !rules.pattern.test(value)) return undefined;
    return value;
  };
}

/** A number written as text or as a number (`Number(raw)`, as zod's coerce reads it), finite. */
const numberOf = (raw: unknown): number | undefined => {
  if (raw === undefined) return undefined;
  let value: number;
  try {
    value = Number(raw);
  } catch {
    return undefined; // a symbol, or an object whose valueOf throws
  }
  return Number.isFinite(value) ? value : undefined;
};

/** A whole number between `min` and `max`. */
/* @__NO_SIDE_EFFECTS__ */
export function int(min: number, max: number = Number.MAX_SAFE_INTEGER): Param<number> {
  return (raw) => {
    const value = numberOf(raw);
    return value !== undefined && Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
  };
}

/** One of the given numbers (a page size), typed as a number. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOfNumbers(values: readonly number[]): Param<number> {
  return (raw) => {
    const value = numberOf(raw);
    return value !== undefined && values.includes(value) ? value : undefined;
  };
}

/** One of the given codes, exactly. */
/* @__NO_SIDE_EFFECTS__ */
export function oneOf<const T extends string>(values: readonly T[]): Param<T> {
  return (raw) => (typeof raw === 'string' && (values as readonly string[]).includes(raw) ? (raw as T) : undefined);
}

/**
 * Per-field rules of SPEC 5, driven by the server's register field settings:
 * the value must match `acceptedPattern` (`*` means anything) and its length
 * must lie between minLength and maxLength. `patternId` picks the kind of
 * value the field takes, and with it the message (see field-messages.ts).
 */

/** The pattern kinds SPEC 5 lists, in its order; a kind's index is its patternId. */
export const PATTERN_KINDS = [
  'any',
  'letterFirstAlphanumeric',
  'digits',
  'lettersOrDigits',
  'lettersAndDigits',
  'alphanumericWithUppercase',
  'englishLettersAndSpaces',
  'noSpaces',
  'email',
  'chinese',
  'korean',
  'thai',
  'thaiOrEnglish',
  'fullWidthJapanese',
  'uppercaseNoSpaces',
  'uppercaseAndSpaces',
  'dateYearFirst',
  'dateMonthFirst',
  'strongPassword',
  'fullName',
] as const;

export type PatternKind = (typeof PATTERN_KINDS)[number];

/** A valid calendar date (no 2026-02-30). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const HIRAGANA_KATAKANA_KANJI_FULLWIDTH = /^[\u3000-\u303F\u3040-\u309F\u30A0-\u30FF\u31F0-\u31FF\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uFF01-\uFF5E]+$/;

/**
 * What each kind accepts when the server sends no pattern of its own. The
 * server's acceptedPattern, when present, is the rule; these keep a field
 * checked when it is missing or unreadable.
 */
const KIND_CHECKS: Record<PatternKind, (value: string) => boolean> = {
  any: () => true,
  letterFirstAlphanumeric: (v) => /^[A-Za-z][A-Za-z0-9]*$/.test(v),
  digits: (v) => /^[0-9]+$/.test(v),
  lettersOrDigits: (v) => /^[A-Za-z0-9]+$/.test(v),
  lettersAndDigits: (v) => /^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$/.test(v),
  alphanumericWithUppercase: (v) => /^(?=.*[A-Z])[A-Za-z0-9]+$/.test(v),
  englishLettersAndSpaces: (v) => /^(?=.*[A-Za-z])[A-Za-z ]+$/.test(v),
  noSpaces: (v) => /^\S+$/u.test(v),
  email: (v) => /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/u.test(v),
  chinese: (v) => /^[\p{Script=Han}\u3000-\u303F\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\u2014\u2026\u2018\u2019\u201C\u201D\u00B7]+$/u.test(v),
  korean: (v) => /^\p{Script=Hangul}+$/u.test(v),
  thai: (v) => /^\p{Script=Thai}+$/u.test(v),
  thaiOrEnglish: (v) => /^(?=.*[\p{Script=Thai}A-Za-z])[\p{Script=Thai}A-Za-z ]+$/u.test(v),
  fullWidthJapanese: (v) => HIRAGANA_KATAKANA_KANJI_FULLWIDTH.test(v),
  uppercaseNoSpaces: (v) => /^[A-Z]+$/.test(v),
  uppercaseAndSpaces: (v) => /^(?=.*[A-Z])[A-Z ]+$/.test(v),
  dateYearFirst: (v) => {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
    return !!m && isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  },
  dateMonthFirst: (v) => {
    const m = /^(\d{2})-(\d{2})-(\d{4})$/.exec(v);
    return !!m && isCalendarDate(Number(m[3]), Number(m[1]), Number(m[2]));
  },
  strongPassword: (v) => /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9\s])\S+$/u.test(v),
  fullName: (v) => /^\S+ \S+$/u.test(v),
};

/** The kind behind a patternId; an unknown id accepts anything rather than block sign-up. */
export function patternKindOf(patternId: number | null | undefined): PatternKind {
  return (patternId != null && PATTERN_KINDS[patternId]) || 'any';
}

export function matchesKind(kind: PatternKind, value: string): boolean {
  return KIND_CHECKS[kind](value);
}

const compiled = new Map<string, RegExp | null>();

/** The server's pattern as a RegExp; null when it does not compile. */
function serverRegExp(pattern: string): RegExp | null {
  if (!compiled.has(pattern)) {
    try {
      compiled.set(pattern, new RegExp(pattern));
    } catch {
      compiled.set(pattern, null);
    }
  }
  return compiled.get(pattern) ?? null;
}

export type FieldRule = {
  required?: boolean;
  acceptedPattern?: string | null;
  patternId?: number | null;
  minLength?: number | null;
  maxLength?: number | null;
};

/** Length as a person counts it: characters (code points), not UTF-16 units. */
export function charLength(value: string): number {
  return [...value].length;
}

export function matchesPattern(rule: FieldRule, value: string): boolean {
  const pattern = rule.acceptedPattern?.trim();
  if (pattern === '*') return true;
  const regExp = pattern ? serverRegExp(pattern) : null;
  return regExp ? regExp.test(value) : matchesKind(patternKindOf(rule.patternId), value);
}

export function withinLength(rule: FieldRule, value: string): boolean {
  const length = charLength(value);
  return length >= (rule.minLength ?? 0) && length <= (rule.maxLength ?? Number.POSITIVE_INFINITY);
}

export type FieldProblem = { code: 'required' } | { code: 'format'; kind: PatternKind; min: number | null; max: number | null; reason: 'length' | 'pattern' };

/**
 * Checks one value against its rule. An empty optional field is fine; a
 * value outside the length bounds or not matching the pattern is a format
 * problem, whose message names the kind and the bounds.
 */
export function validateField(rule: FieldRule, value: string): FieldProblem | null {
  if (value === '') return rule.required ? { code: 'required' } : null;
  const lengthOk = withinLength(rule, value);
  if (lengthOk && matchesPattern(rule, value)) return null;
  return {
    code: 'format',
    kind: patternKindOf(rule.patternId),
    min: rule.minLength ?? null,
    max: rule.maxLength ?? null,
    reason: lengthOk ? 'pattern' : 'length',
  };
}

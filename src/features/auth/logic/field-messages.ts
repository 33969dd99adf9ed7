import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { patternKindOf, type FieldProblem, type PatternKind } from './field-validation';

type KindMessages = {
  /** No length bounds to mention. */
  plain: MessageDescriptor;
  range: (min: number, max: number) => MessageDescriptor;
  /** min equals max: one number (SPEC 5). */
  exact: (length: number) => MessageDescriptor;
};

/** One whole sentence per kind and bounds, so translators never glue fragments. */
const KIND_MESSAGES: Record<PatternKind, KindMessages> = {
  any: {
    plain: msg`Enter any characters.`,
    range: (min, max) => msg`Enter ${min} to ${max} characters.`,
    exact: (length) => msg`Enter ${length} characters.`,
  },
  letterFirstAlphanumeric: {
    plain: msg`Start with a letter, then use letters and digits only.`,
    range: (min, max) => msg`Use ${min} to ${max} letters and digits, starting with a letter.`,
    exact: (length) => msg`Use ${length} letters and digits, starting with a letter.`,
  },
  digits: {
    plain: msg`Use digits only.`,
    range: (min, max) => msg`Use ${min} to ${max} digits.`,
    exact: (length) => msg`Use ${length} digits.`,
  },
  lettersOrDigits: {
    plain: msg`Use letters or digits only.`,
    range: (min, max) => msg`Use ${min} to ${max} characters, letters or digits only.`,
    exact: (length) => msg`Use ${length} characters, letters or digits only.`,
  },
  lettersAndDigits: {
    plain: msg`Combine letters and digits.`,
    range: (min, max) => msg`Use ${min} to ${max} characters combining letters and digits.`,
    exact: (length) => msg`Use ${length} characters combining letters and digits.`,
  },
  alphanumericWithUppercase: {
    plain: msg`Use letters and digits with at least one uppercase letter.`,
    range: (min, max) => msg`Use ${min} to ${max} letters and digits with at least one uppercase letter.`,
    exact: (length) => msg`Use ${length} letters and digits with at least one uppercase letter.`,
  },
  englishLettersAndSpaces: {
    plain: msg`Use English letters and spaces only.`,
    range: (min, max) => msg`Use ${min} to ${max} characters, English letters and spaces only.`,
    exact: (length) => msg`Use ${length} characters, English letters and spaces only.`,
  },
  noSpaces: {
    plain: msg`Do not use spaces.`,
    range: (min, max) => msg`Use ${min} to ${max} characters without spaces.`,
    exact: (length) => msg`Use ${length} characters without spaces.`,
  },
  email: {
    plain: msg`Enter a valid e-mail address.`,
    range: (min, max) => msg`Enter a valid e-mail address of ${min} to ${max} characters.`,
    exact: (length) => msg`Enter a valid e-mail address of ${length} characters.`,
  },
  chinese: {
    plain: msg`Use Chinese characters and punctuation only.`,
    range: (min, max) => msg`Use ${min} to ${max} Chinese characters or punctuation marks.`,
    exact: (length) => msg`Use ${length} Chinese characters or punctuation marks.`,
  },
  korean: {
    plain: msg`Use Korean characters only.`,
    range: (min, max) => msg`Use ${min} to ${max} Korean characters.`,
    exact: (length) => msg`Use ${length} Korean characters.`,
  },
  thai: {
    plain: msg`Use Thai characters only.`,
    range: (min, max) => msg`Use ${min} to ${max} Thai characters.`,
    exact: (length) => msg`Use ${length} Thai characters.`,
  },
  thaiOrEnglish: {
    plain: msg`Use Thai or English letters and spaces only.`,
    range: (min, max) => msg`Use ${min} to ${max} characters, Thai or English letters and spaces only.`,
    exact: (length) => msg`Use ${length} characters, Thai or English letters and spaces only.`,
  },
  fullWidthJapanese: {
    plain: msg`Use full-width Japanese characters only.`,
    range: (min, max) => msg`Use ${min} to ${max} full-width Japanese characters.`,
    exact: (length) => msg`Use ${length} full-width Japanese characters.`,
  },
  uppercaseNoSpaces: {
    plain: msg`Use uppercase letters only, without spaces.`,
    range: (min, max) => msg`Use ${min} to ${max} uppercase letters, without spaces.`,
    exact: (length) => msg`Use ${length} uppercase letters, without spaces.`,
  },
  uppercaseAndSpaces: {
    plain: msg`Use uppercase letters and spaces only.`,
    range: (min, max) => msg`Use ${min} to ${max} characters, uppercase letters and spaces only.`,
    exact: (length) => msg`Use ${length} characters, uppercase letters and spaces only.`,
  },
  dateYearFirst: {
    plain: msg`Enter a date as yyyy-MM-dd.`,
    range: (min, max) => msg`Enter a date as yyyy-MM-dd (${min} to ${max} characters).`,
    exact: (length) => msg`Enter a date as yyyy-MM-dd (${length} characters).`,
  },
  dateMonthFirst: {
    plain: msg`Enter a date as MM-dd-yyyy.`,
    range: (min, max) => msg`Enter a date as MM-dd-yyyy (${min} to ${max} characters).`,
    exact: (length) => msg`Enter a date as MM-dd-yyyy (${length} characters).`,
  },
  strongPassword: {
    plain: msg`Use upper and lower case letters, a digit and a symbol.`,
    range: (min, max) => msg`Use ${min} to ${max} characters with upper and lower case letters, a digit and a symbol.`,
    exact: (length) => msg`Use ${length} characters with upper and lower case letters, a digit and a symbol.`,
  },
  fullName: {
    plain: msg`Enter your full name as two parts separated by a space.`,
    range: (min, max) => msg`Enter your full name in ${min} to ${max} characters, two parts separated by a space.`,
    exact: (length) => msg`Enter your full name in ${length} characters, two parts separated by a space.`,
  },
};

export const REQUIRED_MESSAGE = msg`Input cannot be empty`;

/**
 * The message for a field of this kind with these bounds: one number when
 * min equals max, both when there is a maximum. Without a maximum the kind
 * is described alone, unless the value is shorter than the minimum.
 */
export function patternMessage(kind: PatternKind, min: number | null, max: number | null, reason: 'length' | 'pattern' = 'pattern'): MessageDescriptor {
  const messages = KIND_MESSAGES[kind];
  if (max == null) return min && reason === 'length' ? msg`Use at least ${min} characters.` : messages.plain;
  const lower = min ?? 1;
  return lower === max ? messages.exact(max) : messages.range(lower, max);
}

export function fieldProblemMessage(problem: FieldProblem): MessageDescriptor {
  return problem.code === 'required' ? REQUIRED_MESSAGE : patternMessage(problem.kind, problem.min, problem.max, problem.reason);
}

/** The rule described up front, as a field hint before anything is typed. */
export function ruleHint(rule: { patternId?: number | null; minLength?: number | null; maxLength?: number | null }): MessageDescriptor {
  return patternMessage(patternKindOf(rule.patternId), rule.minLength ?? null, rule.maxLength ?? null);
}

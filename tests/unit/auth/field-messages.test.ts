import type { MessageDescriptor } from '@lingui/core';
import { i18n } from '@lingui/core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { fieldProblemMessage, patternMessage, ruleHint } from '@/features/auth/logic/field-messages';
import { PATTERN_KINDS } from '@/features/auth/logic/field-validation';
import { registerProblemMessage } from '@/features/auth/logic/register-messages';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

const say = (descriptor: MessageDescriptor) => i18n._(descriptor);
const numbersIn = (text: string) => (text.match(/\d+/g) ?? []).map(Number);

describe('patternMessage', () => {
  it.each([
    { kind: 'letterFirstAlphanumeric', min: 6, max: 16, text: 'Use 6 to 16 letters and digits, starting with a letter.' },
    { kind: 'digits', min: 4, max: 4, text: 'Use 4 digits.' },
    { kind: 'email', min: 5, max: 64, text: 'Enter a valid e-mail address of 5 to 64 characters.' },
    { kind: 'englishLettersAndSpaces', min: null, max: null, text: 'Use English letters and spaces only.' },
    { kind: 'any', min: null, max: 12, text: 'Enter 1 to 12 characters.' },
    { kind: 'strongPassword', min: 8, max: 20, text: 'Use 8 to 20 characters with upper and lower case letters, a digit and a symbol.' },
    { kind: 'dateYearFirst', min: 10, max: 10, text: 'Enter a date as yyyy-MM-dd (10 characters).' },
  ] as const)('$kind with $min..$max', ({ kind, min, max, text }) => {
    expect(say(patternMessage(kind, min, max))).toBe(text);
  });

  it('names the minimum when there is no maximum and the value is too short', () => {
    expect(say(patternMessage('digits', 6, null, 'length'))).toBe('Use at least 6 characters.');
    expect(say(patternMessage('digits', 6, null, 'pattern'))).toBe('Use digits only.');
  });

  it('every kind has a message for a range, one number and no bounds', () => {
    for (const kind of PATTERN_KINDS) {
      expect(say(patternMessage(kind, 3, 9))).toMatch(/3.*9/);
      expect(say(patternMessage(kind, 7, 7))).toMatch(/7/);
      expect(numbersIn(say(patternMessage(kind, null, null)))).toEqual([]);
    }
  });

  it('min equal to max gives a single number; otherwise both, in order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...PATTERN_KINDS.filter((kind) => !kind.startsWith('date'))),
        fc.integer({ min: 1, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        (kind, min, extra) => {
          const max = min + extra;
          const numbers = numbersIn(say(patternMessage(kind, min, max)));
          expect(numbers).toEqual(min === max ? [min] : [min, max]);
        },
      ),
    );
  });
});

describe('problem messages', () => {
  it.each([
    { problem: { code: 'required' } as const, text: 'Input cannot be empty' },
    { problem: { code: 'format', kind: 'digits', min: 9, max: 11, reason: 'pattern' } as const, text: 'Use 9 to 11 digits.' },
  ])('$problem.code', ({ problem, text }) => {
    expect(say(fieldProblemMessage(problem))).toBe(text);
  });

  it.each([
    { problem: { code: 'inconsistent' } as const, text: 'The two passwords are inconsistent.' },
    { problem: { code: 'terms' } as const, text: 'Please agree to the Terms and Conditions' },
    { problem: { code: 'required' } as const, text: 'Input cannot be empty' },
  ])('registration: $problem.code', ({ problem, text }) => {
    expect(say(registerProblemMessage(problem, 'Terms and Conditions'))).toBe(text);
  });

  it('describes a rule up front by its patternId and bounds', () => {
    expect(say(ruleHint({ patternId: 4, minLength: 8, maxLength: 20 }))).toBe('Use 8 to 20 characters combining letters and digits.');
  });
});

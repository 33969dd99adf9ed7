import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PATTERN_KINDS, charLength, matchesKind, matchesPattern, patternKindOf, validateField, type PatternKind } from '@/features/auth/logic/field-validation';

/** Every kind of SPEC 5, with values it must take and values it must refuse. */
const KIND_TABLE: Record<PatternKind, { accepts: string[]; refuses: string[] }> = {
  any: { accepts: ['a', ' ', '中文 !', '😀'], refuses: [] },
  letterFirstAlphanumeric: { accepts: ['a', 'player88', 'Z9z9'], refuses: ['8player', 'play er', 'play_er', 'é'] },
  digits: { accepts: ['0', '0123456789'], refuses: ['12a', '1 2', '-1', '١٢٣'] },
  lettersOrDigits: { accepts: ['abc', '123', 'abc123'], refuses: ['abc 123', 'abc-123', 'ñ'] },
  lettersAndDigits: { accepts: ['abc123', '1a'], refuses: ['abcdef', '123456', 'abc 123', 'abc@123'] },
  alphanumericWithUppercase: { accepts: ['Abc123', 'A', 'abcD'], refuses: ['abc123', 'ABC 1', 'Abc@1'] },
  englishLettersAndSpaces: { accepts: ['Aisyah Rahman', 'abc'], refuses: ['Aisyah1', 'Nguyễn', '   ', 'a-b'] },
  noSpaces: { accepts: ['a@b#1', '中文'], refuses: ['a b', ' a', 'a\tb'] },
  email: { accepts: ['demo@example.com', 'a.b+c@mail.example.co'], refuses: ['demo@', '@example.com', 'demo@example', 'de mo@example.com', 'a@@b.com'] },
  chinese: { accepts: ['中文', '你好，世界。', '《书》'], refuses: ['中文a', 'abc', '한국'] },
  korean: { accepts: ['한국어', '안녕'], refuses: ['한국 어', '한국a', '中文'] },
  thai: { accepts: ['ภาษาไทย', 'สวัสดี'], refuses: ['ไทย a', 'abc', 'ไทย1'] },
  thaiOrEnglish: { accepts: ['สวัสดี Hello', 'Hello', 'ไทย'], refuses: ['Hello1', 'ไทย!', '   '] },
  fullWidthJapanese: { accepts: ['にほんご', 'カタカナ', '日本語', 'ＡＢＣ１２３', 'ヤマダ　タロウ'], refuses: ['ｶﾀｶﾅ', 'abc', 'にほんご1'] },
  uppercaseNoSpaces: { accepts: ['ABC', 'Z'], refuses: ['ABC DEF', 'Abc', 'ABC1'] },
  uppercaseAndSpaces: { accepts: ['ABC DEF', 'A'], refuses: ['Abc', 'ABC1', '   '] },
  dateYearFirst: { accepts: ['1990-04-12', '2024-02-29'], refuses: ['1990-4-12', '2023-02-29', '1990-13-01', '12-04-1990'] },
  dateMonthFirst: { accepts: ['04-12-1990', '02-29-2024'], refuses: ['1990-04-12', '02-29-2023', '13-01-1990', '4-12-1990'] },
  strongPassword: { accepts: ['Secret#2026', 'aA1!'], refuses: ['secret#2026', 'SECRET#2026', 'Secret2026', 'Secret#two', 'Sec ret#1'] },
  fullName: { accepts: ['Aisyah Rahman', 'Nguyễn Minh'], refuses: ['Aisyah', 'Nguyen Van Minh', 'Aisyah  Rahman', ' Aisyah Rahman'] },
};

describe('pattern kinds', () => {
  it('lists every kind of SPEC 5 in order, the index being the patternId', () => {
    expect(PATTERN_KINDS).toHaveLength(20);
    expect(Object.keys(KIND_TABLE).sort()).toEqual([...PATTERN_KINDS].sort());
    expect(PATTERN_KINDS.map((_, id) => patternKindOf(id))).toEqual([...PATTERN_KINDS]);
  });

  it.each([undefined, null, -1, 20, 999])('treats patternId %s as "any characters"', (id) => {
    expect(patternKindOf(id)).toBe('any');
  });

  describe.each(PATTERN_KINDS)('%s', (kind) => {
    const { accepts, refuses } = KIND_TABLE[kind];
    it.each(accepts)('accepts %j', (value) => void expect(matchesKind(kind, value)).toBe(true));
    if (refuses.length > 0) it.each(refuses)('refuses %j', (value) => void expect(matchesKind(kind, value)).toBe(false));
  });
});

describe('validateField', () => {
  it.each([
    { case: 'empty and required', rule: { required: true }, value: '', expected: { code: 'required' } },
    { case: 'empty and optional', rule: { required: false, minLength: 4 }, value: '', expected: null },
    { case: 'star accepts anything', rule: { acceptedPattern: '*', patternId: 2 }, value: 'not digits', expected: null },
    { case: 'server pattern rules over the kind', rule: { acceptedPattern: '^[a-z]+$', patternId: 2 }, value: 'abc', expected: null },
    {
      case: 'server pattern refuses',
      rule: { acceptedPattern: '^[a-z]+$', patternId: 2, minLength: 1, maxLength: 5 },
      value: 'ABC',
      expected: { code: 'format', kind: 'digits', min: 1, max: 5, reason: 'pattern' },
    },
    {
      case: 'unreadable server pattern falls back to the kind',
      rule: { acceptedPattern: '^[0-9+$', patternId: 2 },
      value: 'abc',
      expected: { code: 'format', kind: 'digits', min: null, max: null, reason: 'pattern' },
    },
    { case: 'missing pattern uses the kind', rule: { patternId: 2 }, value: '123', expected: null },
    {
      case: 'too short',
      rule: { acceptedPattern: '*', patternId: 1, minLength: 6, maxLength: 16 },
      value: 'abc',
      expected: { code: 'format', kind: 'letterFirstAlphanumeric', min: 6, max: 16, reason: 'length' },
    },
    {
      case: 'too long',
      rule: { acceptedPattern: '*', minLength: 1, maxLength: 3 },
      value: 'abcd',
      expected: { code: 'format', kind: 'any', min: 1, max: 3, reason: 'length' },
    },
    { case: 'at the lower bound', rule: { minLength: 3, maxLength: 5 }, value: 'abc', expected: null },
    { case: 'at the upper bound', rule: { minLength: 3, maxLength: 5 }, value: 'abcde', expected: null },
    { case: 'min equals max, exact', rule: { acceptedPattern: '^\\d+$', patternId: 2, minLength: 4, maxLength: 4 }, value: '8888', expected: null },
    {
      case: 'min equals max, one short',
      rule: { acceptedPattern: '^\\d+$', patternId: 2, minLength: 4, maxLength: 4 },
      value: '888',
      expected: { code: 'format', kind: 'digits', min: 4, max: 4, reason: 'length' },
    },
    { case: 'length counts characters, not UTF-16 units', rule: { minLength: 2, maxLength: 2 }, value: '😀😀', expected: null },
  ])('$case', ({ rule, value, expected }) => {
    expect(validateField(rule, value)).toEqual(expected);
  });
});

describe('validateField properties', () => {
  const bounds = fc.tuple(fc.nat({ max: 30 }), fc.nat({ max: 30 })).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) }));

  it('with "*" a non-empty value passes exactly when its length is within the bounds', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }), bounds, (value, { min, max }) => {
        const length = charLength(value);
        const ok = validateField({ acceptedPattern: '*', minLength: min, maxLength: max }, value) === null;
        expect(ok).toBe(length >= min && length <= max);
      }),
    );
  });

  it('when min equals max only that exact length passes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 0, max: 20 }), (n, length) => {
        const value = '7'.repeat(length);
        const problem = validateField({ required: true, acceptedPattern: '^\\d+$', patternId: 2, minLength: n, maxLength: n }, value);
        if (length === n) expect(problem).toBeNull();
        else expect(problem).not.toBeNull();
      }),
    );
  });

  it('an empty value is a "required" problem exactly when the field is required', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.constantFrom(...PATTERN_KINDS.map((_, id) => id)), (required, patternId) => {
        expect(validateField({ required, patternId, minLength: 3, maxLength: 9 }, '')).toEqual(required ? { code: 'required' } : null);
      }),
    );
  });

  it('a value the server pattern refuses never passes, whatever its length', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (value) => {
        const rule = { acceptedPattern: '^[0-9]+$', patternId: 0, minLength: 0, maxLength: 50 };
        expect(validateField(rule, value) === null).toBe(/^[0-9]+$/.test(value));
      }),
    );
  });

  it('matchesPattern with a server pattern agrees with the same RegExp', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), (value) => {
        expect(matchesPattern({ acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$' }, value)).toBe(/^[A-Za-z][A-Za-z0-9]*$/.test(value));
      }),
    );
  });
});

describe('pattern kind properties', () => {
  const charsOf = (chars: string) => fc.string({ unit: fc.constantFrom(...chars), minLength: 1, maxLength: 16 });
  const lower = 'abcdefghijklmnopqrstuvwxyz';
  const upper = lower.toUpperCase();
  const digits = '0123456789';
  const symbols = '!@#$%^&*';

  it('digits: any run of digits passes, anything with another character does not', () => {
    fc.assert(fc.property(charsOf(digits), (value) => void expect(matchesKind('digits', value)).toBe(true)));
    fc.assert(fc.property(charsOf(digits), charsOf(lower + ' '), (a, b) => void expect(matchesKind('digits', a + b)).toBe(false)));
  });

  it('letter first then letters and digits', () => {
    fc.assert(
      fc.property(
        charsOf(lower + upper),
        fc.string({ unit: fc.constantFrom(...(lower + digits)) }),
        (first, rest) => void expect(matchesKind('letterFirstAlphanumeric', first + rest)).toBe(true),
      ),
    );
    fc.assert(fc.property(charsOf(digits), charsOf(lower), (first, rest) => void expect(matchesKind('letterFirstAlphanumeric', first + rest)).toBe(false)));
  });

  it('letters and digits combined needs both', () => {
    fc.assert(
      fc.property(charsOf(lower + upper), charsOf(digits), (letters, numbers) => void expect(matchesKind('lettersAndDigits', letters + numbers)).toBe(true)),
    );
    fc.assert(fc.property(charsOf(lower), (letters) => void expect(matchesKind('lettersAndDigits', letters)).toBe(false)));
  });

  it('alphanumeric needs an uppercase letter', () => {
    fc.assert(fc.property(charsOf(lower + digits), charsOf(upper), (a, b) => void expect(matchesKind('alphanumericWithUppercase', a + b)).toBe(true)));
    fc.assert(fc.property(charsOf(lower + digits), (a) => void expect(matchesKind('alphanumericWithUppercase', a)).toBe(false)));
  });

  it('uppercase only, and uppercase with spaces', () => {
    fc.assert(fc.property(charsOf(upper), (value) => void expect(matchesKind('uppercaseNoSpaces', value)).toBe(true)));
    fc.assert(fc.property(charsOf(upper), charsOf(upper), (a, b) => void expect(matchesKind('uppercaseNoSpaces', `${a} ${b}`)).toBe(false)));
    fc.assert(fc.property(charsOf(upper), charsOf(upper), (a, b) => void expect(matchesKind('uppercaseAndSpaces', `${a} ${b}`)).toBe(true)));
    fc.assert(fc.property(charsOf(upper), charsOf(lower), (a, b) => void expect(matchesKind('uppercaseAndSpaces', a + b)).toBe(false)));
  });

  it('no spaces: any visible run passes, a space anywhere fails', () => {
    fc.assert(
      fc.property(charsOf(lower + digits + symbols), charsOf(lower), (a, b) => {
        expect(matchesKind('noSpaces', a + b)).toBe(true);
        expect(matchesKind('noSpaces', `${a} ${b}`)).toBe(false);
      }),
    );
  });

  it('e-mail: local@domain.tld passes, without @ or a dot in the domain it fails', () => {
    fc.assert(
      fc.property(charsOf(lower + digits + '.+_'), charsOf(lower), charsOf(lower), (local, domain, tld) => {
        expect(matchesKind('email', `${local}@${domain}.${tld}`)).toBe(true);
        expect(matchesKind('email', `${local}${domain}.${tld}`)).toBe(false);
        expect(matchesKind('email', `${local}@${domain}`)).toBe(false);
      }),
    );
  });

  it('scripts: Chinese, Korean, Thai and full-width Japanese take their own characters only', () => {
    fc.assert(fc.property(charsOf('中文字你好世界，。'), (value) => void expect(matchesKind('chinese', value)).toBe(true)));
    fc.assert(fc.property(charsOf('한국어안녕하세요'), (value) => void expect(matchesKind('korean', value)).toBe(true)));
    fc.assert(fc.property(charsOf('ภาษาไทยสวัสดี'), (value) => void expect(matchesKind('thai', value)).toBe(true)));
    fc.assert(fc.property(charsOf('ภาษาไทย'), charsOf('Hello'), (thai, english) => void expect(matchesKind('thaiOrEnglish', `${thai} ${english}`)).toBe(true)));
    fc.assert(fc.property(charsOf('にほんごカタカナ日本語ＡＢＣ'), (value) => void expect(matchesKind('fullWidthJapanese', value)).toBe(true)));
    for (const kind of ['chinese', 'korean', 'thai', 'fullWidthJapanese'] as const) {
      fc.assert(fc.property(charsOf(lower), (value) => void expect(matchesKind(kind, value)).toBe(false)));
    }
  });

  it('dates: every real calendar day passes in its own order and fails in the other', () => {
    const day = fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T00:00:00Z'), noInvalidDate: true });
    fc.assert(
      fc.property(day, (date) => {
        const y = String(date.getUTCFullYear()).padStart(4, '0');
        const m = String(date.getUTCMonth() + 1).padStart(2, '0');
        const d = String(date.getUTCDate()).padStart(2, '0');
        expect(matchesKind('dateYearFirst', `${y}-${m}-${d}`)).toBe(true);
        expect(matchesKind('dateMonthFirst', `${m}-${d}-${y}`)).toBe(true);
        expect(matchesKind('dateYearFirst', `${m}-${d}-${y}`)).toBe(false);
        expect(matchesKind('dateMonthFirst', `${y}-${m}-${d}`)).toBe(false);
      }),
    );
    fc.assert(fc.property(fc.integer({ min: 13, max: 99 }), (month) => void expect(matchesKind('dateYearFirst', `2020-${month}-01`)).toBe(false)));
  });

  it('strong password needs upper, lower, digit and symbol; dropping any one fails', () => {
    fc.assert(
      fc.property(charsOf(upper), charsOf(lower), charsOf(digits), charsOf(symbols), (u, l, d, s) => {
        expect(matchesKind('strongPassword', u + l + d + s)).toBe(true);
        expect(matchesKind('strongPassword', l + d + s)).toBe(false);
        expect(matchesKind('strongPassword', u + d + s)).toBe(false);
        expect(matchesKind('strongPassword', u + l + s)).toBe(false);
        expect(matchesKind('strongPassword', u + l + d)).toBe(false);
      }),
    );
  });

  it('full name is two parts separated by one space', () => {
    fc.assert(
      fc.property(charsOf(lower + upper), charsOf(lower + upper), (first, last) => {
        expect(matchesKind('fullName', `${first} ${last}`)).toBe(true);
        expect(matchesKind('fullName', first + last)).toBe(false);
        expect(matchesKind('fullName', `${first} ${last} ${first}`)).toBe(false);
      }),
    );
  });

  it('English letters and spaces refuse digits; letters or digits refuse spaces', () => {
    fc.assert(fc.property(charsOf(lower + ' '), charsOf(digits), (a, d) => void expect(matchesKind('englishLettersAndSpaces', a + d)).toBe(false)));
    fc.assert(
      fc.property(charsOf(lower + digits), charsOf(lower + digits), (a, b) => {
        expect(matchesKind('lettersOrDigits', a + b)).toBe(true);
        expect(matchesKind('lettersOrDigits', `${a} ${b}`)).toBe(false);
      }),
    );
  });
});

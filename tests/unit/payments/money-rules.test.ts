import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { amountProblem, depositBonus, floorCents, parseAmount, withdrawableBalance, withdrawCeiling, type AmountRule } from '@/lib/amount-rules';
import { amountField, amountMessage } from '@/features/payments/logic/amount-schema';
import { autoReceipt, autoReceiptTime } from '@/features/payments/logic/auto-receipt';
import { checkUploads, isAcceptedImage, UPLOAD_RULES } from '@/features/payments/logic/upload-rules';
import { translateMessage } from '@/ui/form';

describe('amountProblem (every amount field: transfer, deposit, withdrawal, upline)', () => {
  const limits: AmountRule = { min: 50, max: 30000, available: 12000 };
  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['abc', 'notNumber'],
    ['12a', 'notNumber'],
    ['1e3', 'notNumber'],
    ['1,000', 'notNumber'],
    ['--5', 'notNumber'],
    ['0', 'notPositive'],
    ['0.00', 'notPositive'],
    ['-5', 'notPositive'],
    ['-0.01', 'notPositive'],
    ['100.555', 'tooManyDecimals'],
    ['0.001', 'tooManyDecimals'],
    ['49.99', 'belowMin'],
    ['30000.01', 'aboveMax'],
    ['1.005', 'tooManyDecimals'],
    ['12000.01', 'aboveAvailable'],
    ['50', null],
    ['  100.5 ', null],
    ['12000', null],
    ['12000.00', null],
    ['.5', 'belowMin'],
  ] as const)('%j → %s', (input, expected) => {
    expect(amountProblem(input, limits)).toBe(expected);
  });

  it.each([
    ['99999999.99', null],
    ['100000000', 'aboveMax'],
    ['0.01', null],
    ['0.001', 'tooManyDecimals'],
  ])('keeps %s within the contract’s whole-cent limits without a rule: %s', (input, expected) => {
    expect(amountProblem(input)).toBe(expected);
  });

  it('checks min, max and the available amount only when they are given', () => {
    expect(amountProblem('1', {})).toBeNull();
    expect(amountProblem('999999', { min: 10 })).toBeNull();
    expect(amountProblem('5', { max: 100, available: 4 })).toBe('aboveAvailable');
  });

  it('reads a plain decimal or nothing', () => {
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('12,5')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});

describe('amount messages', () => {
  const i18n = setupI18n({ locale: 'en', messages: { en: {} } });
  const rule = { min: 30, max: 50000, available: 330.5 };
  it.each([
    ['', 'Please enter an amount.'],
    ['ten', 'Enter the amount in numbers, for example 100 or 100.50.'],
    ['-1', 'The amount must be greater than 0.'],
    ['10.123', 'Use at most two decimals.'],
    ['10', 'The smallest amount is RM\u00A030.00.'],
    ['60000', 'The largest amount is RM\u00A050,000.00.'],
    ['400', 'The amount is more than the RM\u00A0330.50 available.'],
  ])('%j says %j', (input, sentence) => {
    const problem = amountProblem(input, rule);
    expect(problem).not.toBeNull();
    expect(i18n._(amountMessage(problem!, rule, 'RM'))).toBe(sentence);
    const result = amountField(rule, 'RM').safeParse(input);
    expect(result.success).toBe(false);
    expect(translateMessage(i18n, result.error?.issues[0]?.message)).toBe(sentence);
  });

  it('lets a good amount through', () => {
    expect(amountField(rule, 'RM').safeParse('100.50').success).toBe(true);
  });
});

describe('withdrawable balance', () => {
  it.each([
    { balance: 12345.67, locked: 345.67, held: 0, expected: 12000 },
    { balance: 100, locked: 150, held: 0, expected: 0 },
    { balance: 100.009, locked: 0, held: 0, expected: 100 },
    { balance: 1000, locked: 100, held: 250.5, expected: 649.5 },
    { balance: 0, locked: 0, held: 0, expected: 0 },
  ])('$balance less $locked locked and $held held → $expected', ({ balance, locked, held, expected }) => {
    expect(withdrawableBalance({ balance, locked, held })).toBe(expected);
  });

  it.each([
    { withdrawable: 12000, max: 30000, expected: 12000 },
    { withdrawable: 45000, max: 30000, expected: 30000 },
    { withdrawable: -5, max: 30000, expected: 0 },
  ])('caps a withdrawal at $expected', ({ withdrawable, max, expected }) => {
    expect(withdrawCeiling({ withdrawable, max })).toBe(expected);
  });

  it('rounds down to whole cents, never up', () => {
    expect(floorCents(10.129)).toBe(10.12);
    expect(floorCents(0.1 + 0.2)).toBe(0.3);
  });
});

describe('deposit bonus', () => {
  const promotion = { bonusRate: 0.1, maxBonus: 300, minDeposit: 100 };
  it.each([
    [500, 50],
    [100, 10],
    [99.99, 0],
    [5000, 300],
    [123.45, 12.35],
  ])('a deposit of %d earns %d', (amount, bonus) => {
    expect(depositBonus(amount, promotion)).toBe(bonus);
  });
  it('earns nothing without a promotion', () => expect(depositBonus(500, undefined)).toBe(0));
});

describe('upload rules (SPEC 5: png or jpg, 5 MB each, 3 images)', () => {
  const MB = 1024 * 1024;
  const png = (name: string, size = 100_000) => ({ name, type: 'image/png', size });
  it.each([
    { name: 'a png and a jpg', kept: 0, files: [png('a.png'), { name: 'b.jpg', type: 'image/jpeg', size: 2 * MB }], accepted: 2, problems: [] },
    { name: 'exactly 5 MB', kept: 0, files: [png('a.png', 5 * MB)], accepted: 1, problems: [] },
    { name: 'one byte over 5 MB', kept: 0, files: [png('a.png', 5 * MB + 1)], accepted: 0, problems: ['tooLarge'] },
    { name: 'a gif', kept: 0, files: [{ name: 'a.gif', type: 'image/gif', size: 10 }], accepted: 0, problems: ['wrongType'] },
    {
      name: 'a pdf named .png is judged by its type',
      kept: 0,
      files: [{ name: 'x.png', type: 'application/pdf', size: 10 }],
      accepted: 0,
      problems: ['wrongType'],
    },
    { name: 'four at once', kept: 0, files: [png('1.png'), png('2.png'), png('3.png'), png('4.png')], accepted: 3, problems: ['tooMany'] },
    { name: 'one more than the 3 kept', kept: 3, files: [png('4.png')], accepted: 0, problems: ['tooMany'] },
    {
      name: 'every problem once, in order',
      kept: 2,
      files: [png('big.png', 6 * MB), { name: 'a.webp', type: 'image/webp', size: 1 }, png('ok.png'), png('late.png')],
      accepted: 1,
      problems: ['wrongType', 'tooLarge', 'tooMany'],
    },
  ])('$name', ({ kept, files, accepted, problems }) => {
    const result = checkUploads(kept, files);
    expect(result.accepted).toHaveLength(accepted);
    expect(result.problems).toEqual(problems);
  });

  it('reads the name when the browser gives no type', () => {
    expect(isAcceptedImage({ name: 'receipt.JPEG', type: '', size: 1 })).toBe(true);
    expect(isAcceptedImage({ name: 'receipt.heic', type: '', size: 1 })).toBe(false);
    expect(UPLOAD_RULES.maxFiles).toBe(3);
  });
});

describe('auto-receipt timing (SPEC 4)', () => {
  const paidAt = '2026-11-21 16:00:00';
  it('is the payout time plus the configured minutes', () => {
    expect(autoReceiptTime(paidAt, 30)).toBe('2026-11-21 16:30:00');
    expect(autoReceiptTime('2026-11-21 23:45:00', 30)).toBe('2026-11-22 00:15:00');
  });

  it.each([
    { now: '2026-11-21T15:59:30', left: 30, due: false },
    { now: '2026-11-21T16:00:00', left: 30, due: false },
    { now: '2026-11-21T16:29:01', left: 1, due: false },
    { now: '2026-11-21T16:10:30', left: 20, due: false },
    { now: '2026-11-21T16:30:00', left: 0, due: true },
    { now: '2026-11-21T17:00:00', left: 0, due: true },
  ])('at $now: $left minutes left', ({ now, left, due }) => {
    expect(autoReceipt({ paidAt }, 30, new Date(now))).toEqual({ at: '2026-11-21 16:30:00', minutesLeft: left, due });
  });

  it('prefers the server’s time, and has none before the payout', () => {
    expect(autoReceipt({ paidAt, autoReceiptAt: '2026-11-21 16:45:00' }, 30, new Date('2026-11-21T16:00:00'))?.minutesLeft).toBe(45);
    expect(autoReceipt({ paidAt: null }, 30, Date.now())).toBeNull();
  });
});

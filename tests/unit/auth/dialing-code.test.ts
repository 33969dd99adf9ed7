import { describe, expect, it } from 'vitest';
import { dialingCodeChoice } from '@/features/auth/logic/mobile';

const MERCHANT = [{ countryDialingCode: '+95' }, { countryDialingCode: '+60' }, { countryDialingCode: '+66' }];

describe('the dialing code a mobile field holds', () => {
  it.each([
    { label: 'a fresh form takes the merchant’s first code', current: '', codes: MERCHANT, expected: '+95' },
    { label: 'a code the person chose and the merchant offers stays', current: '+66', codes: MERCHANT, expected: '+66' },
    { label: 'a code the merchant does not offer gives way to its first', current: '+1', codes: MERCHANT, expected: '+95' },
    { label: 'codes not loaded yet: nothing is invented', current: '', codes: [], expected: '' },
    { label: 'an entry without a code is skipped', current: '', codes: [{}, { countryDialingCode: '+60' }], expected: '+60' },
  ])('$label', ({ current, codes, expected }) => {
    expect(dialingCodeChoice(current, codes)).toBe(expected);
  });
});

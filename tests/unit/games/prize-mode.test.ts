import { describe, expect, it } from 'vitest';
import { prizeMode } from '@/features/games/logic/prize-mode';

describe('prizeMode (SPEC 4)', () => {
  it.each([
    { kind: 'lottery', launched: undefined, elott: ['ELOTT', 'TCG_LOTTO_VN'], expected: 'LOTT', why: 'LOTT unless the launch came from e-lottery' },
    { kind: 'lottery', launched: 'LOTT', elott: ['ELOTT', 'LOTT'], expected: 'LOTT', why: 'a lottery game stays LOTT' },
    { kind: 'lottery', launched: 'ELOTT', elott: ['ELOTT', 'TCG_LOTTO_VN'], expected: 'ELOTT', why: 'the e-lottery vendors hold a TCG_LOTTO_VN card' },
    { kind: 'lottery', launched: 'ELOTT', elott: ['LOTT'], expected: 'ELOTT', why: 'the e-lottery vendors hold a LOTT card' },
    { kind: 'vn', launched: 'ELOTT', elott: ['tcg_lotto_vn'], expected: 'ELOTT', why: 'codes compare in any case' },
    { kind: 'lottery', launched: 'ELOTT', elott: ['ELOTT'], expected: 'LOTT', why: 'no TCG_LOTTO_VN or LOTT card among the e-lottery vendors' },
    { kind: 'lottery', launched: 'ELOTT', elott: [], expected: 'LOTT', why: 'no e-lottery vendors known' },
    { kind: 'vn', launched: undefined, elott: ['TCG_LOTTO_VN'], expected: 'LOTT', why: 'the VN lottery from the lottery category' },
    { kind: 'sea', launched: 'ELOTT', elott: ['TCG_LOTTO_VN'], expected: 'SEA', why: 'the sea lottery has its own mode' },
  ] as const)('$kind launched as $launched with e-lottery vendors $elott: $expected ($why)', ({ kind, launched, elott, expected }) => {
    expect(prizeMode(kind, launched, elott)).toBe(expected);
  });
});

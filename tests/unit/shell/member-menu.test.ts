import { describe, expect, it } from 'vitest';
import { balanceText, flagMap, memberMenuItems } from '@/features/shell/logic/member-menu';
import { formatMoney } from '@/lib/format';

describe('memberMenuItems', () => {
  const base = ['bettingRecord', 'accountRecord', 'profitLoss', 'rewardCenter', 'securityCenter'];
  it.each([
    { name: 'plain member, no flags', flags: {}, isAgent: false, expected: base },
    {
      name: 'PTSYS3 adds points after the reward centre',
      flags: { PTSYS3: true },
      isAgent: false,
      expected: ['bettingRecord', 'accountRecord', 'profitLoss', 'rewardCenter', 'points', 'securityCenter'],
    },
    { name: 'MANPLAYREB3 adds manual rebate last', flags: { MANPLAYREB3: true }, isAgent: false, expected: [...base, 'manualRebate'] },
    { name: 'an agent gets the agent centre', flags: {}, isAgent: true, expected: [...base, 'agentCentre'] },
    { name: 'flags switched off hide their items', flags: { PTSYS3: false, MANPLAYREB3: false }, isAgent: false, expected: base },
    {
      name: 'everything on',
      flags: { PTSYS3: true, MANPLAYREB3: true },
      isAgent: true,
      expected: ['bettingRecord', 'accountRecord', 'profitLoss', 'rewardCenter', 'points', 'securityCenter', 'agentCentre', 'manualRebate'],
    },
  ])('$name', ({ flags, isAgent, expected }) => {
    expect(memberMenuItems({ flags, isAgent }).map((item) => item.key)).toEqual(expected);
  });

  it('points at the member-centre pages of SPEC 2', () => {
    const targets = Object.fromEntries(memberMenuItems({ flags: { PTSYS3: true }, isAgent: true }).map((item) => [item.key, item.target]));
    expect(targets).toMatchObject({
      bettingRecord: { to: '/member/betting-record' },
      accountRecord: { to: '/member/account-record' },
      profitLoss: { to: '/member/profit-loss' },
      rewardCenter: { to: '/member/reward-center' },
      securityCenter: { to: '/member/security-center' },
      points: { to: '/pointMall' },
      agentCentre: { to: '/agentHome' },
    });
  });
});

describe('flagMap', () => {
  it('turns the whitelabel list into a lookup', () => {
    expect(
      flagMap([
        { modId: 'PTSYS3', enabled: true },
        { modId: 'MANPLAYREB3', enabled: false },
      ]),
    ).toEqual({ PTSYS3: true, MANPLAYREB3: false });
    expect(flagMap(undefined)).toEqual({});
  });
});

describe('balanceText', () => {
  it.each([
    { amount: 12345.67, symbol: 'RM', hidden: false, expected: 'RM\u00a012,345.67' },
    { amount: 0, symbol: 'RM', hidden: false, expected: 'RM\u00a00.00' },
    { amount: 88.5, symbol: '฿', hidden: false, expected: '฿\u00a088.50' },
    { amount: 12345.67, symbol: 'RM', hidden: true, expected: 'RM\u00a0****' },
    { amount: undefined, symbol: 'RM', hidden: false, expected: 'RM\u00a0…' },
    { amount: 5, symbol: undefined, hidden: true, expected: '****' },
  ])('$amount $symbol hidden=$hidden -> $expected', ({ amount, symbol, hidden, expected }) => {
    expect(balanceText(amount, symbol, hidden, formatMoney)).toBe(expected);
  });
});

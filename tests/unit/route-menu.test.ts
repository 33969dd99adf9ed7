import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { agentGates } from '@/features/agent/logic/agent-gates';
import { gmtOffset } from '@/features/agent/logic/time-zone';
import { menuItems, menuPath, type MenuEntry } from '@/lib/route-menu';

const route = (fullPath: string, menu?: Partial<MenuEntry>) => ({
  fullPath,
  options: { staticData: menu ? { menu: { area: 'member', key: 'x', order: 1, label: msg`x`, icon: 'home', ...menu } as MenuEntry } : {} },
});

const routes = [
  route('/member/withdraw', { key: 'withdraw', order: 4 }),
  route('/member/security-center', { key: 'securityCenter', order: 1 }),
  route('/member/referral', { key: 'referral', order: 11, gate: 'REFERRAL' }),
  route('/member/'),
  route('/agentHome/income', { area: 'agent', key: 'agentRevenueReport', order: 7 }),
  route('/member/detail', { key: 'detail', order: 2, hidden: true }),
];

describe('centre menus from route staticData', () => {
  it('lists an area in order, without hidden pages', () => {
    expect(menuItems(routes, 'member').map((item) => item.path)).toEqual(['/member/security-center', '/member/withdraw', '/member/referral']);
    expect(menuItems(routes, 'agent').map((item) => item.key)).toEqual(['agentRevenueReport']);
  });

  it('drops a gated page when its gate is off', () => {
    expect(menuItems(routes, 'member', (gate) => gate !== 'REFERRAL').map((item) => item.key)).toEqual(['securityCenter', 'withdraw']);
  });

  it.each([
    ['member', 'withdraw', '/member/withdraw'],
    ['member', 'SECURITYCENTER', '/member/security-center'],
    ['agent', 'agentRevenueReport', '/agentHome/income'],
    ['member', 'agentRevenueReport', undefined],
    ['member', 'nothing', undefined],
  ] as const)('finds the %s page of key %s at %s (the ?page= alias)', (area, key, path) => {
    expect(menuPath(routes, area, key)).toBe(path);
  });
});

describe('agent pages gated by contract type (SPEC 2 and 6)', () => {
  it.each([
    [{ divtypereq: 'enableCt' }, { dividend: true, salary: false, hourSalary: false, realtimeSalary: false }],
    [
      { dailysalreqtype: 'salary', contracthoursalreq: 'hourSalary' },
      { dividend: false, salary: true, hourSalary: true, realtimeSalary: false },
    ],
    [
      { realtimesalreqtype: 'agentRealtimeSalary', divtypereq: 'disabled' },
      { dividend: false, salary: false, hourSalary: false, realtimeSalary: true },
    ],
    [null, { dividend: false, salary: false, hourSalary: false, realtimeSalary: false }],
  ])('%o opens %o', (flags, expected) => {
    expect(agentGates(flags)).toEqual(expected);
  });
});

describe('the agent header time-zone offset', () => {
  const at = (offsetMinutes: number) => ({ getTimezoneOffset: () => offsetMinutes }) as Date;
  it.each([
    [-480, 'GMT+8'],
    [0, 'GMT+0'],
    [210, 'GMT-3:30'],
    [-390, 'GMT+6:30'],
  ])('an offset of %i minutes reads %s', (offset, text) => {
    expect(gmtOffset(at(offset))).toBe(text);
  });
});

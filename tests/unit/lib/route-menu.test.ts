import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { agentGates } from '@/features/agent/logic/agent-gates';
import { agentMenuGroups } from '@/features/agent/logic/agent-menu';
import { gmtOffset } from '@/features/agent/logic/time-zone';
import { menuItems, menuPath, type MenuEntry } from '@/lib/route-menu';
import { CONTRACT_FLAGS, NO_CONTRACT_FLAGS } from '@mocks/db/agent';

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

describe('the agent personas differ in their gated pages (README, demo accounts)', () => {
  const gated = ['dividend', 'salary', 'hourSalary', 'realtimeSalary'] as const;
  const open = (agent: string) => {
    const gates = agentGates(CONTRACT_FLAGS[agent]);
    return gated.filter((gate) => gates[gate]);
  };

  it.each([
    ['agent1', ['dividend', 'salary', 'hourSalary', 'realtimeSalary']],
    ['agent2', []],
    ['agent41', ['dividend', 'salary']],
    ['agent42', ['hourSalary', 'realtimeSalary']],
  ])('%s sees %o', (agent, expected) => {
    expect(open(agent)).toEqual(expected);
  });

  it.each(gated)('shows the %s page to one agent and hides it from another', (gate) => {
    const agents = ['agent1', 'agent2', 'agent41', 'agent42'];
    expect(agents.some((agent) => open(agent).includes(gate))).toBe(true);
    expect(agents.some((agent) => !open(agent).includes(gate))).toBe(true);
  });

  it('gives accounts without contract types no gated page', () => {
    expect(agentGates(NO_CONTRACT_FLAGS)).toEqual({ dividend: false, salary: false, hourSalary: false, realtimeSalary: false });
  });
});

describe('the agent menu groups', () => {
  const agentRoutes = [
    route('/agentHome/announcements', { area: 'agent', key: 'agentAnnouncement', order: 1 }),
    route('/agentHome/downlines', { area: 'agent', key: 'downlineManagmentView', order: 4 }),
    route('/agentHome/team-betting', { area: 'agent', key: 'personalHistoryCopy', order: 5 }),
    route('/agentHome/dividend', { area: 'agent', key: 'agentDividendRecordCopy2', order: 9, gate: 'dividend' }),
    route('/agentHome/customer-service', { area: 'agent', key: 'agentCustomerService', order: 16 }),
  ];

  it('puts the team pages, the reports and the services apart, dropping a closed gate and an empty group', () => {
    const groups = (isOpen: (gate: string) => boolean) =>
      agentMenuGroups(menuItems(agentRoutes, 'agent', isOpen)).map(({ group, items }) => [group, items.map((item) => item.key)]);
    expect(groups(() => true)).toEqual([
      ['team', ['agentAnnouncement', 'downlineManagmentView']],
      ['reports', ['personalHistoryCopy', 'agentDividendRecordCopy2']],
      ['services', ['agentCustomerService']],
    ]);
    expect(groups((gate) => gate !== 'dividend')[1]).toEqual(['reports', ['personalHistoryCopy']]);
  });
});

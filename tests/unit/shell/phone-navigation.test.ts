import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { agentMoreGroups, agentReports } from '@/features/agent/logic/agent-tabs';
import { meGroups } from '@/features/member/logic/me-groups';
import { menuItems, type MenuEntry, type MenuItem } from '@/lib/route-menu';
import { activeTab } from '@/ui/tab-bar-match';

const PLAYER_TABS = [
  { key: 'home', paths: ['/', '/home'] },
  { key: 'games', paths: ['/rng', '/live', '/favorite'] },
  { key: 'deposit', paths: ['/member/deposit'] },
  { key: 'rewards', paths: ['/member/reward-center', '/promotions'] },
  { key: 'me', paths: ['/member', '/pointMall'] },
];

describe('the tab a page belongs to', () => {
  it.each([
    ['/', 'home'],
    ['/home', 'home'],
    ['/rng', 'games'],
    ['/live/', 'games'],
    ['/member/deposit', 'deposit'],
    ['/member/deposit/', 'deposit'],
    ['/member/reward-center', 'rewards'],
    ['/member', 'me'],
    ['/member/wallet', 'me'],
    ['/member/messages', 'me'],
    ['/pointMall', 'me'],
    ['/promotions', 'rewards'],
    ['/help-centre', undefined],
    ['/rngx', undefined],
    ['/members', undefined],
  ])('%s is under %s', (pathname, tab) => {
    expect(activeTab(pathname, PLAYER_TABS)).toBe(tab);
  });
});

const item = (key: string, order: number, extra: Partial<MenuEntry> = {}): MenuItem => ({
  area: 'agent',
  key,
  order,
  label: msg`x`,
  icon: 'home',
  path: `/agentHome/${key}`,
  ...extra,
});

describe('the phone\'s "Me" list', () => {
  it('groups the member pages as money, records, rewards, messages, security, each in menu order', () => {
    const pages = [
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'rewardCenter',
      'pointMall',
      'missionLeaderboard',
      'messageV2',
      'contracts',
    ].map((key, order) => item(key, order));
    expect(meGroups(pages).map(({ group, items }) => [group, items.map((entry) => entry.key)])).toEqual([
      ['money', ['transferFund', 'depositv2', 'withdraw', 'transferUpline']],
      ['records', ['personalHistoryCopy']],
      ['rewards', ['rewardCenter', 'pointMall', 'missionLeaderboard', 'contracts']],
      ['messages', ['messageV2']],
      ['security', ['securityCenter']],
    ]);
  });

  it('leaves out a group with no page, and never drops a page it does not know', () => {
    expect(meGroups([item('messageV2', 1), item('somethingNew', 2)]).map(({ group, items }) => [group, items.map((entry) => entry.key)])).toEqual([
      ['messages', ['messageV2']],
      ['security', ['somethingNew']],
    ]);
  });

  it('lists a phone-only page (the points mall) only when asked for the phone, and only with its gate', () => {
    const routes = [
      {
        fullPath: '/member/wallet',
        options: { staticData: { menu: { area: 'member', key: 'transferFund', order: 2, label: msg`x`, icon: 'wallet' } as MenuEntry } },
      },
      {
        fullPath: '/pointMall',
        options: {
          staticData: { menu: { area: 'member', key: 'pointMall', order: 12.5, label: msg`x`, icon: 'coins', gate: 'PTSYS3', phoneOnly: true } as MenuEntry },
        },
      },
    ];
    expect(menuItems(routes, 'member').map((entry) => entry.key)).toEqual(['transferFund']);
    expect(menuItems(routes, 'member', () => true, { phone: true }).map((entry) => entry.key)).toEqual(['transferFund', 'pointMall']);
    expect(menuItems(routes, 'member', () => false, { phone: true }).map((entry) => entry.key)).toEqual(['transferFund']);
  });
});

describe('the agent\'s tabs and "More"', () => {
  const pages = [
    item('agentAnnouncement', 1),
    item('agentTeamOverview', 2),
    item('registerCenter', 3),
    item('downlineManagmentView', 4),
    item('personalHistoryCopy', 5),
    item('agentRevenueReport', 7),
    item('agentDeposit', 13),
  ];

  it('puts every page without a tab of its own in More, in the menu groups', () => {
    expect(agentMoreGroups(pages).map(({ group, items }) => [group, items.map((entry) => entry.key)])).toEqual([
      ['team', ['agentAnnouncement']],
      ['reports', ['personalHistoryCopy', 'agentRevenueReport']],
      ['services', ['agentDeposit']],
    ]);
  });

  it('opens Reports on the first report and marks it on every report', () => {
    expect(agentReports(pages)).toEqual({
      first: '/agentHome/personalHistoryCopy',
      paths: ['/agentHome/personalHistoryCopy', '/agentHome/agentRevenueReport'],
    });
    expect(agentReports([item('agentTeamOverview', 2)])).toEqual({ first: undefined, paths: [] });
  });
});

import { describe, expect, it } from 'vitest';
import type { Game } from '@generated/model';
import { decideFreeTrial, decideLaunch, type LaunchTarget, type Viewer } from '@/features/games/logic/launch-route';

const member: Viewer = { isLogin: true, isTrial: false };
const guest: Viewer = { isLogin: false, isTrial: false };
const trial: Viewer = { isLogin: true, isTrial: true };

const game = (overrides: Partial<Game>): LaunchTarget => ({
  kind: 'game',
  game: { nodeId: '1010001', vassalage: 'PG', gameType: 'RNG', gameCode: 'mahjong-ways', isGame: null, underMaintenance: false, ...overrides },
});
const vendor = (vassalage: string, gameType: Game['gameType']): LaunchTarget => ({ kind: 'vendor', vendor: { vassalage, gameType } });

describe('decideLaunch (SPEC 4 launch routing)', () => {
  it.each([
    { name: 'a guest logs in first, whatever the game', target: game({ vassalage: 'TCG_LOTTO_VN' }), viewer: guest, expected: { action: 'login' } },
    { name: 'a guest clicking a vendor card logs in', target: vendor('SABA', 'SPORTS'), viewer: guest, expected: { action: 'login' } },
    {
      name: 'a guest may browse a slots vendor',
      target: vendor('PG', 'RNG'),
      viewer: guest,
      expected: { action: 'vendor-page', to: '/rng', search: { vassalage: 'PG' } },
    },
    {
      name: 'a trial user may browse a slots vendor',
      target: vendor('JDB', 'RNG'),
      viewer: trial,
      expected: { action: 'vendor-page', to: '/rng', search: { vassalage: 'JDB' } },
    },
    {
      name: 'a guest may open a vendor group',
      target: game({ vassalage: 'KM', gameType: 'PVP', isGame: 'VASSALAGE' }),
      viewer: guest,
      expected: { action: 'sub-games' },
    },
    { name: 'a trial user is blocked from a slot', target: game({}), viewer: trial, expected: { action: 'trial-blocked' } },
    {
      name: 'a trial user is blocked from the lottery',
      target: game({ vassalage: 'LOTT', gameType: 'LOTT' }),
      viewer: trial,
      expected: { action: 'trial-blocked' },
    },
    {
      name: 'TCG_LOTTO_VN goes to /vnLottery with its game code',
      target: game({ vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT', gameCode: 'VN_MIENBAC' }),
      viewer: member,
      expected: { action: 'lottery', to: '/vnLottery', search: { gameCode: 'VN_MIENBAC' } },
    },
    {
      name: 'TCG_SEA goes to /seaLottery',
      target: game({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'SEA_4D' }),
      viewer: member,
      expected: { action: 'lottery', to: '/seaLottery', search: { gameCode: 'SEA_4D' } },
    },
    {
      name: 'LOTT goes to /lottery',
      target: game({ vassalage: 'LOTT', gameType: 'LOTT', gameCode: 'LOTT_TOTO645' }),
      viewer: member,
      expected: { action: 'lottery', to: '/lottery', search: { gameCode: 'LOTT_TOTO645' } },
    },
    {
      name: 'ELOTT goes to /lottery, saying it came from e-lottery',
      target: game({ vassalage: 'ELOTT', gameType: 'ELOTT', gameCode: 'ELOTT_KENO' }),
      viewer: member,
      expected: { action: 'lottery', to: '/lottery', search: { gameCode: 'ELOTT_KENO', gameType: 'ELOTT' } },
    },
    {
      name: 'an e-lottery vendor card of TCG_LOTTO_VN goes to /vnLottery',
      target: vendor('TCG_LOTTO_VN', 'ELOTT'),
      viewer: member,
      expected: { action: 'lottery', to: '/vnLottery', search: { gameType: 'ELOTT' } },
    },
    {
      name: 'a lottery vendor card without a game opens the lobby',
      target: vendor('LOTT', 'LOTT'),
      viewer: member,
      expected: { action: 'lottery', to: '/lottery', search: {} },
    },
    {
      name: 'a vendor group opens its sub-game list',
      target: game({ vassalage: 'KM', gameType: 'PVP', isGame: 'VASSALAGE' }),
      viewer: member,
      expected: { action: 'sub-games' },
    },
    {
      name: 'a slots vendor opens its list on /rng',
      target: vendor('PG', 'RNG'),
      viewer: member,
      expected: { action: 'vendor-page', to: '/rng', search: { vassalage: 'PG' } },
    },
    {
      name: 'the in-house group opens /rng?vassalage=INHOUSE',
      target: vendor('INHOUSE', 'RNG'),
      viewer: member,
      expected: { action: 'vendor-page', to: '/rng', search: { vassalage: 'INHOUSE' } },
    },
    {
      name: 'a game under maintenance shows popular games instead',
      target: game({ underMaintenance: true }),
      viewer: member,
      expected: { action: 'maintenance' },
    },
    {
      name: 'a slot game is launched generically',
      target: game({}),
      viewer: member,
      expected: { action: 'launch', params: { vassalage: 'PG', gameType: 'RNG', nodeId: '1010001', gameCode: 'mahjong-ways' } },
    },
    {
      name: 'a sports vendor card launches the vendor lobby',
      target: vendor('SABA', 'SPORTS'),
      viewer: member,
      expected: { action: 'launch', params: { vassalage: 'SABA', gameType: 'SPORTS' } },
    },
    {
      name: 'a live game (vendor not RNG) is launched',
      target: game({ vassalage: 'EG2', gameType: 'LIVE', nodeId: '2110001', gameCode: 'baccarat-a' }),
      viewer: member,
      expected: { action: 'launch', params: { vassalage: 'EG2', gameType: 'LIVE', nodeId: '2110001', gameCode: 'baccarat-a' } },
    },
  ])('$name', ({ target, viewer, expected }) => {
    expect(decideLaunch(target, viewer)).toEqual(expected);
  });
});

describe('decideFreeTrial (issue 27: the free-trial button plays that game)', () => {
  const slot = game({}) as Extract<LaunchTarget, { kind: 'game' }>;
  const params = { vassalage: 'PG', gameType: 'RNG', nodeId: '1010001', gameCode: 'mahjong-ways' };
  it.each([
    { name: 'a guest starts free play, then the game', target: slot.game, viewer: guest, expected: { action: 'free-play', params } },
    { name: 'a trial user plays it at once', target: slot.game, viewer: trial, expected: { action: 'launch', params } },
    { name: 'a game under maintenance shows the others', target: { ...slot.game, underMaintenance: true }, viewer: trial, expected: { action: 'maintenance' } },
    { name: 'a vendor group has no free trial', target: { ...slot.game, isGame: 'VASSALAGE' as const }, viewer: guest, expected: { action: 'unavailable' } },
    {
      name: 'a lottery has no free trial',
      target: { ...slot.game, vassalage: 'TCG_SEA', gameType: 'LOTT' as const },
      viewer: guest,
      expected: { action: 'unavailable' },
    },
  ])('$name', ({ target, viewer, expected }) => {
    expect(decideFreeTrial(target, viewer)).toEqual(expected);
  });
});

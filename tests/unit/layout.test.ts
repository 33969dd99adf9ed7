import { describe, expect, it } from 'vitest';
import { isAgentPath, isGamePagePath, isLobbyPath, systemView } from '@/features/shell/logic/layout';

describe('layout rules (SPEC 2)', () => {
  it.each([
    { status: 0, expected: 'site' },
    { status: 1, expected: 'maintenance' },
    { status: 2, expected: 'region-blocked' },
    { status: null, expected: 'site' },
    { status: undefined, expected: 'site' },
  ])('system status $status shows the $expected view', ({ status, expected }) => {
    expect(systemView(status)).toBe(expected);
  });

  it.each([
    { path: '/agent', agent: true, game: false, lobby: false },
    { path: '/agentHome', agent: true, game: false, lobby: false },
    { path: '/seamless', agent: false, game: true, lobby: false },
    { path: '/lottert', agent: false, game: true, lobby: false },
    { path: '/vnLottery', agent: false, game: true, lobby: false },
    { path: '/sealottery', agent: false, game: true, lobby: false },
    { path: '/lottery', agent: false, game: true, lobby: false },
    { path: '/', agent: false, game: false, lobby: true },
    { path: '/rng', agent: false, game: false, lobby: false },
    { path: '/login', agent: false, game: false, lobby: false },
    { path: '/agents', agent: false, game: false, lobby: false },
  ])('$path: agent view $agent, side menu hidden $game, popups $lobby', ({ path, agent, game, lobby }) => {
    expect(isAgentPath(path)).toBe(agent);
    expect(isGamePagePath(path)).toBe(game);
    expect(isLobbyPath(path)).toBe(lobby);
  });
});

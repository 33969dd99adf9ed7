import { createMemoryHistory } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/query-client';
import { createAppRouter } from '@/router';

/** Which layout a path gets comes from the route tree (pathless layout routes), not from a pattern on the path. */
function layoutOf(path: string) {
  const router = createAppRouter(createQueryClient(), { history: createMemoryHistory({ initialEntries: [path] }) });
  const ids = router.matchRoutes(path, {}).map((match) => match.routeId as string);
  return {
    agent: ids.includes('/_agent'),
    game: ids.includes('/_game'),
    lobby: ids.includes('/_player/'),
    guarded: ids.some((id) => id.endsWith('/_auth')),
  };
}

describe('layouts from the route tree (SPEC 2)', () => {
  it.each([
    { path: '/agent', agent: true, game: false, lobby: false, guarded: false },
    { path: '/agentHome', agent: true, game: false, lobby: false, guarded: false },
    { path: '/agentHome/income', agent: true, game: false, lobby: false, guarded: false },
    { path: '/seamless', agent: false, game: true, lobby: false, guarded: true },
    { path: '/lottert', agent: false, game: true, lobby: false, guarded: false },
    { path: '/vnLottery', agent: false, game: true, lobby: false, guarded: true },
    { path: '/sealottery', agent: false, game: true, lobby: false, guarded: true },
    { path: '/lottery', agent: false, game: true, lobby: false, guarded: true },
    { path: '/', agent: false, game: false, lobby: true, guarded: false },
    { path: '/rng', agent: false, game: false, lobby: false, guarded: false },
    { path: '/login', agent: false, game: false, lobby: false, guarded: false },
    { path: '/member/wallet', agent: false, game: false, lobby: false, guarded: true },
    { path: '/favorite', agent: false, game: false, lobby: false, guarded: true },
    { path: '/agents', agent: false, game: false, lobby: false, guarded: false },
  ])('$path: agent view $agent, side menu hidden $game, popups $lobby, login required $guarded', ({ path, ...expected }) => {
    expect(layoutOf(path)).toEqual(expected);
  });
});

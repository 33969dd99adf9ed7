import { describe, expect, it } from 'vitest';
import { decideFavouriteToggle, FAVOURITE_THROTTLE_MS, withFavourite } from '@/features/games/logic/favourite-rules';
import { keyedThrottle } from '@/features/games/logic/keyed-throttle';
import { throttle } from '@/lib/throttle';

describe('decideFavouriteToggle (SPEC 4 and 6)', () => {
  it.each([
    { who: 'a guest', viewer: { isLogin: false, isTrial: false }, isFavourite: false, count: 0, expected: 'login' },
    { who: 'a trial user', viewer: { isLogin: true, isTrial: true }, isFavourite: false, count: 0, expected: 'trial-blocked' },
    { who: 'a member, new game', viewer: { isLogin: true, isTrial: false }, isFavourite: false, count: 3, expected: 'add' },
    { who: 'a member, favourite game', viewer: { isLogin: true, isTrial: false }, isFavourite: true, count: 3, expected: 'remove' },
    { who: 'a member with 999 favourites, new game', viewer: { isLogin: true, isTrial: false }, isFavourite: false, count: 999, expected: 'full' },
    { who: 'a member with 999 favourites, removing one', viewer: { isLogin: true, isTrial: false }, isFavourite: true, count: 999, expected: 'remove' },
  ])('$who: $expected', ({ viewer, isFavourite, count, expected }) => {
    expect(decideFavouriteToggle(viewer, isFavourite, count)).toEqual({ action: expected });
  });
});

describe('withFavourite (the local list, updated first)', () => {
  it.each([
    { ids: ['a', 'b'], nodeId: 'c', on: true, expected: ['c', 'a', 'b'] },
    { ids: ['a', 'b'], nodeId: 'b', on: true, expected: ['b', 'a'] },
    { ids: ['a', 'b'], nodeId: 'a', on: false, expected: ['b'] },
    { ids: [], nodeId: 'a', on: false, expected: [] },
  ])('$ids with $nodeId on=$on gives $expected', ({ ids, nodeId, on, expected }) => {
    expect(withFavourite(ids, nodeId, on)).toEqual(expected);
  });
});

/** Clicks at the given times (ms); returns the times that ran. */
function clicks(times: number[], run: (at: number, fire: () => void) => void): number[] {
  const ran: number[] = [];
  for (const at of times) run(at, () => ran.push(at));
  return ran;
}

describe('the favourite throttle: once a second, leading edge (SPEC 5 and 9)', () => {
  it.each([
    { times: [0], ran: [0] },
    { times: [0, 10, 500, 999], ran: [0] },
    { times: [0, 1000], ran: [0, 1000] },
    { times: [0, 400, 1200, 1300, 2300], ran: [0, 1200, 2300] },
  ])('clicks at $times run at $ran', ({ times, ran }) => {
    let now = 0;
    const throttled = throttle(
      (fire: () => void) => fire(),
      FAVOURITE_THROTTLE_MS,
      () => now,
    );
    expect(
      clicks(times, (at, fire) => {
        now = at;
        throttled(fire);
      }),
    ).toEqual(ran);
  });

  it('throttles each game on its own', () => {
    let now = 0;
    const toggle = keyedThrottle(FAVOURITE_THROTTLE_MS, () => now);
    const ran: string[] = [];
    for (const [at, key] of [
      [0, 'tiger'],
      [100, 'tiger'],
      [150, 'rabbit'],
      [900, 'rabbit'],
      [1000, 'tiger'],
      [1149, 'rabbit'],
      [1150, 'rabbit'],
    ] as const) {
      now = at;
      toggle(key, () => ran.push(`${key}@${at}`));
    }
    expect(ran).toEqual(['tiger@0', 'rabbit@150', 'tiger@1000', 'rabbit@1150']);
  });
});

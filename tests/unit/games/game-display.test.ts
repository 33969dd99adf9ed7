import { describe, expect, it } from 'vitest';
import type { Game } from '@generated/model';
import { cardTheme } from '@/features/games/logic/card-theme';
import { frameSandbox, safeLaunchUrl } from '@/features/games/logic/frame-sandbox';
import { listQueryFor, matchesCriteria, resolveVendor } from '@/features/games/logic/game-filters';
import { gridLayout } from '@/features/games/logic/grid-layout';
import { jackpotAmount } from '@/features/games/logic/card-jackpot';

const APP = 'https://www.royallobby.example';

describe('cardTheme: six themes cycling (SPEC 9)', () => {
  it.each([
    [0, 1],
    [1, 2],
    [5, 6],
    [6, 1],
    [13, 2],
    [998, 3],
  ])('card %i has theme %i', (index, theme) => {
    expect(cardTheme(index)).toBe(theme);
  });
});

describe('frameSandbox: as tight as a game allows', () => {
  it.each([
    {
      url: 'https://launch1.cdn.example/pg/mahjong?t=1',
      expected: 'allow-scripts allow-forms allow-pointer-lock allow-same-origin',
      why: 'a vendor origin keeps its storage',
    },
    { url: '/mock-game.html?game=x', expected: 'allow-scripts allow-forms allow-pointer-lock', why: 'our own origin never gets allow-same-origin' },
    { url: `${APP}/mock-game.html`, expected: 'allow-scripts allow-forms allow-pointer-lock', why: 'same origin, absolute' },
  ])('$url: $why', ({ url, expected }) => {
    const tokens = frameSandbox(url, APP);
    expect(tokens).toBe(expected);
    expect(tokens).not.toMatch(/allow-top-navigation|allow-popups|allow-modals/);
  });

  const DEV_APP = 'http://127.0.0.1:5173';
  it.each([
    { url: 'https://games.example/x', app: APP, allowHttp: false, expected: 'https://games.example/x' },
    { url: '/mock-game.html?game=Super%20Ace', app: APP, allowHttp: false, expected: `${APP}/mock-game.html?game=Super%20Ace` },
    { url: 'javascript:alert(1)', app: APP, allowHttp: true, expected: null },
    { url: 'data:text/html,<script>1</script>', app: APP, allowHttp: true, expected: null },
    // Production (issue 28): another origin over plain http is refused.
    { url: 'http://games.example/x', app: APP, allowHttp: false, expected: null },
    { url: 'HTTP://games.example/x', app: DEV_APP, allowHttp: false, expected: null },
    // The site's own page on an http origin is no weaker than the page itself.
    { url: '/mock-game.html', app: DEV_APP, allowHttp: false, expected: `${DEV_APP}/mock-game.html` },
    // Dev and mock builds.
    { url: 'http://games.example/x', app: DEV_APP, allowHttp: true, expected: 'http://games.example/x' },
  ])('safeLaunchUrl($url) on $app, http allowed: $allowHttp', ({ url, app, allowHttp, expected }) => {
    expect(safeLaunchUrl(url, app, allowHttp)).toBe(expected);
  });

  it('allows http games in the tests (a mock build), and only there', () => {
    // Vitest runs in the test mode with the mocks on: the demo build's rule.
    expect(safeLaunchUrl('http://games.example/x', APP)).toBe('http://games.example/x');
  });
});

describe('list filters', () => {
  it.each([
    { filter: 'ALL', criteria: { gameType: 'RNG' }, expected: { gameType: 'RNG' } },
    { filter: 'HOT', criteria: { gameType: 'RNG', vassalage: 'PG' }, expected: { gameType: 'RNG', vassalage: 'PG', isHot: 1 } },
    { filter: 'NEW', criteria: { gameType: 'FISH', sub: 'AC', q: '  ocean ' }, expected: { gameType: 'FISH', gameClassify: 'AC', keyword: 'ocean', isNew: 1 } },
    { filter: 'ALL', criteria: { gameType: 'LIVE', q: '   ' }, expected: { gameType: 'LIVE' } },
  ] as const)('$filter with $criteria', ({ filter, criteria, expected }) => {
    expect(listQueryFor(filter, criteria)).toEqual(expected);
  });

  const game = (overrides: Partial<Game>): Game => ({ nodeId: '1', vassalage: 'JL', gameType: 'RNG', gameName: 'Super Ace', gameClassify: 'JP', ...overrides });
  it.each([
    { criteria: {}, expected: true },
    { criteria: { vassalage: 'INHOUSE' }, expected: true },
    { criteria: { vassalage: 'PG' }, expected: false },
    { criteria: { sub: 'JP' }, expected: true },
    { criteria: { sub: 'AC' }, expected: false },
    { criteria: { q: 'ace' }, expected: true },
    { criteria: { q: 'tiger' }, expected: false },
  ] as const)('a JILI jackpot game matches $criteria: $expected', ({ criteria, expected }) => {
    expect(matchesCriteria(game({}), criteria)).toBe(expected);
  });

  it.each([
    ['INHOUSE', 'JL'],
    ['inhouse', 'JL'],
    ['pg', 'PG'],
    [undefined, undefined],
  ])('resolveVendor(%s) = %s', (input, expected) => {
    expect(resolveVendor(input)).toBe(expected);
  });
});

describe('gridLayout', () => {
  it.each([
    { width: 1200, columns: 6 },
    { width: 0, columns: 6 },
    { width: 360, columns: 2 },
    { width: 900, columns: 5 },
  ])('$width px wide: $columns columns', ({ width, columns }) => {
    const layout = gridLayout(width);
    expect(layout.columns).toBe(columns);
    expect(layout.rowHeight).toBeGreaterThan(layout.cardWidth);
  });
});

describe('jackpotAmount', () => {
  it('grows on every tick and is the same for the same game', () => {
    expect(jackpotAmount('1010003', 1)).toBeGreaterThan(jackpotAmount('1010003', 0));
    expect(jackpotAmount('1010003', 7)).toBe(jackpotAmount('1010003', 7));
    expect(jackpotAmount('1010003', 0)).not.toBe(jackpotAmount('1010004', 0));
  });
});

describe('gridLayout with the buttons under the titles (touch screens)', () => {
  it.each([
    { actionRows: 1, extra: 48 + 8 },
    { actionRows: 2, extra: 2 * 48 + 8 },
  ])('$actionRows row(s) of 44 px buttons add $extra px to each row', ({ actionRows, extra }) => {
    expect(gridLayout(412, actionRows).rowHeight - gridLayout(412).rowHeight).toBe(extra);
    expect(gridLayout(412, actionRows).columns).toBe(gridLayout(412).columns);
  });
});

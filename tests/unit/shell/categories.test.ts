import { describe, expect, it } from 'vitest';
import type { GameMenu, Vendor } from '@generated/model';
import { activeCategory, buildCategories, dropdownLayout, headerItemAction, type Category } from '@/features/shell/logic/categories';

const vendor = (vassalage: string, gameType: Vendor['gameType'] = 'LIVE'): Vendor => ({ vassalage, gameType, displayName: vassalage });
const vendors = (count: number, gameType: Vendor['gameType'] = 'LIVE') => Array.from({ length: count }, (_, i) => vendor(`V${i + 1}`, gameType));
const menu = (gameType: GameMenu['gameType'], count: number, sequence?: number): GameMenu => ({ gameType, vendors: vendors(count, gameType), sequence });

describe('buildCategories', () => {
  it.each([
    { name: 'no menus: home and promotions only', menus: [], expected: ['HOME', 'PROMO'] },
    { name: 'home first, promotions last', menus: [menu('RNG', 2, 2), menu('LIVE', 1, 1)], expected: ['HOME', 'LIVE', 'RNG', 'PROMO'] },
    { name: 'a category without vendors is left out', menus: [menu('RNG', 3, 1), menu('SPORTS', 0, 2)], expected: ['HOME', 'RNG', 'PROMO'] },
    {
      name: 'BGS and navigation-only types from the server are not categories',
      menus: [menu('BGS', 2, 1), menu('HOME', 1, 2), menu('PROMO', 1, 3), menu('FISH', 1, 4)],
      expected: ['HOME', 'FISH', 'PROMO'],
    },
    {
      name: 'sorted by sequence, unsequenced last in server order',
      menus: [menu('ESPORTS', 1), menu('COCKFIGHT', 1, 9), menu('LOTT', 1), menu('ELOTT', 1, 3)],
      expected: ['HOME', 'ELOTT', 'COCKFIGHT', 'ESPORTS', 'LOTT', 'PROMO'],
    },
    { name: 'a type listed twice appears once', menus: [menu('PVP', 2, 1), menu('PVP', 4, 2)], expected: ['HOME', 'PVP', 'PROMO'] },
  ])('$name', ({ menus, expected }) => {
    expect(buildCategories(menus).map((category) => category.gameType)).toEqual(expected);
  });

  it('gives each category the route of its game type', () => {
    const routes = buildCategories([
      menu('ELOTT', 1, 1),
      menu('LOTT', 1, 2),
      menu('LIVE', 1, 3),
      menu('SPORTS', 1, 4),
      menu('FISH', 1, 5),
      menu('RNG', 1, 6),
      menu('PVP', 1, 7),
      menu('ESPORTS', 1, 8),
      menu('COCKFIGHT', 1, 9),
    ]).map((c) => c.route);
    expect(routes).toEqual(['/', '/elott', '/lott', '/live', '/sports', '/fish', '/rng', '/pvp', '/esports', '/cockfight', '/promotions']);
  });
});

describe('headerItemAction', () => {
  const category = (gameType: Category['gameType'], count: number): Category => ({ gameType, route: '/live', vendors: vendors(count, gameType) });

  it.each([
    { gameType: 'LIVE', count: 1, expected: 'launch' },
    { gameType: 'SPORTS', count: 1, expected: 'launch' },
    { gameType: 'ESPORTS', count: 1, expected: 'launch' },
    { gameType: 'LOTT', count: 1, expected: 'launch' },
    { gameType: 'ELOTT', count: 1, expected: 'launch' },
    { gameType: 'COCKFIGHT', count: 1, expected: 'launch' },
    { gameType: 'LIVE', count: 2, expected: 'page' },
    { gameType: 'SPORTS', count: 5, expected: 'page' },
    { gameType: 'RNG', count: 1, expected: 'page' },
    { gameType: 'FISH', count: 1, expected: 'page' },
    { gameType: 'PVP', count: 1, expected: 'page' },
    { gameType: 'HOME', count: 1, expected: 'page' },
    { gameType: 'PROMO', count: 1, expected: 'page' },
    { gameType: 'LIVE', count: 0, expected: 'page' },
  ] as const)('$gameType with $count vendor(s) -> $expected', ({ gameType, count, expected }) => {
    const action = headerItemAction(category(gameType, count));
    expect(action.kind).toBe(expected);
    if (action.kind === 'launch') expect(action.vendor.vassalage).toBe('V1');
    else expect(action.to).toBe('/live');
  });
});

describe('dropdownLayout', () => {
  it.each([
    { count: 0, expected: 'none' },
    { count: 1, expected: 'list' },
    { count: 10, expected: 'list' },
    { count: 11, expected: 'large' },
    { count: 30, expected: 'large' },
  ])('$count vendors -> $expected', ({ count, expected }) => {
    expect(dropdownLayout(vendors(count))).toBe(expected);
  });
});

describe('activeCategory', () => {
  const categories = buildCategories([menu('LIVE', 2, 1), menu('RNG', 2, 2)]);
  it.each([
    { path: '/', expected: 'HOME' },
    { path: '/login', expected: 'HOME' },
    { path: '/register', expected: 'HOME' },
    { path: '/live', expected: 'LIVE' },
    { path: '/rng/', expected: 'RNG' },
    { path: '/promotions', expected: 'PROMO' },
    { path: '/sports', expected: null },
    { path: '/member', expected: null },
  ])('$path -> $expected', ({ path, expected }) => {
    expect(activeCategory(path, categories)).toBe(expected);
  });
});

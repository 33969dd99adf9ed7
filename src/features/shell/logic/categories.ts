import type { GameMenu, Vendor } from '@generated/model';

/** Every navigation entry's game type, including the navigation-only HOME and PROMO. */
export type CategoryType = GameMenu['gameType'];

export type Category = {
  gameType: CategoryType;
  route: CategoryRoute;
  vendors: readonly Vendor[];
  /** The server's label, used only for a type the client has no translation for. */
  displayName?: string;
};

/** A header item goes to the route of its game type (SPEC 2). */
export const CATEGORY_ROUTES = {
  HOME: '/',
  PROMO: '/promotions',
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  LOTT: '/lott',
  ELOTT: '/elott',
  COCKFIGHT: '/cockfight',
  BGS: '/bgs',
} as const satisfies Record<CategoryType, string>;

export type CategoryRoute = (typeof CATEGORY_ROUTES)[CategoryType];

/** The categories SPEC 2 lists for the navigation; anything else in the menus is not shown. */
const NAVIGATION_TYPES: readonly CategoryType[] = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS', 'COCKFIGHT'];

export const HOME_CATEGORY: Category = { gameType: 'HOME', route: '/', vendors: [] };
export const PROMO_CATEGORY: Category = { gameType: 'PROMO', route: '/promotions', vendors: [] };

/**
 * The category navigation (SPEC 2): home first, promotions last, and between
 * them each navigation category that has at least one vendor, in the server's
 * sequence (then the server's order), each type once.
 */
export function buildCategories(menus: readonly GameMenu[]): Category[] {
  const seen = new Set<CategoryType>();
  const games = menus
    .map((menu, index) => ({ menu, index }))
    .filter(({ menu }) => NAVIGATION_TYPES.includes(menu.gameType) && menu.vendors.length > 0)
    .filter(({ menu }) => (seen.has(menu.gameType) ? false : (seen.add(menu.gameType), true)))
    .sort((a, b) => (a.menu.sequence ?? Number.MAX_SAFE_INTEGER) - (b.menu.sequence ?? Number.MAX_SAFE_INTEGER) || a.index - b.index)
    .map(({ menu }): Category => ({ gameType: menu.gameType, route: CATEGORY_ROUTES[menu.gameType], vendors: menu.vendors, displayName: menu.displayName }));
  return [HOME_CATEGORY, ...games, PROMO_CATEGORY];
}

/** Types whose header item always opens the page, whatever the vendor count (SPEC 2). */
const ALWAYS_PAGE: readonly CategoryType[] = ['HOME', 'PROMO', 'PVP', 'FISH', 'RNG'];

export type HeaderAction = { kind: 'page'; to: CategoryRoute } | { kind: 'launch'; vendor: Vendor };

/**
 * What a header item does: several vendors, or type home, promo, pvp, fish or
 * rng, open the page; a single vendor of any other type is launched directly.
 */
export function headerItemAction(category: Category): HeaderAction {
  const [only, ...others] = category.vendors;
  if (ALWAYS_PAGE.includes(category.gameType) || !only || others.length > 0) return { kind: 'page', to: category.route };
  return { kind: 'launch', vendor: only };
}

/** The large drop-down layout is for more than 10 vendors (SPEC 9). */
export const LARGE_DROPDOWN_ABOVE = 10;

export type DropdownLayout = 'none' | 'list' | 'large';

export function dropdownLayout(vendors: readonly Vendor[]): DropdownLayout {
  if (vendors.length === 0) return 'none';
  return vendors.length > LARGE_DROPDOWN_ABOVE ? 'large' : 'list';
}

/** /login, /register and /help are the home lobby with a modal on top (SPEC 2: one page). */
const HOME_ALIASES = ['/', '/login', '/register', '/help'];

/** The category to highlight for the current path, if any. */
export function activeCategory(pathname: string, categories: readonly Category[]): CategoryType | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (HOME_ALIASES.includes(path)) return categories.some((category) => category.gameType === 'HOME') ? 'HOME' : null;
  return categories.find((category) => category.route !== '/' && category.route.toLowerCase() === path.toLowerCase())?.gameType ?? null;
}

import type { MessageDescriptor } from '@lingui/core';

/**
 * A centre page's menu entry, declared once in its route file's `staticData`.
 * The member and agent layouts build their menus from these, and the
 * `?page=KEY` aliases of SPEC 2 find a page by its key, so adding a page is
 * adding one route file.
 */
export type MenuArea = 'member' | 'agent';
/** What must be switched on for the page to exist (SPEC 6 gates). */
export type MenuGate = 'REFERRAL' | 'PTSYS3' | 'MANPLAYREB3' | 'PLAYSAFE3' | 'dividend' | 'salary' | 'hourSalary' | 'realtimeSalary';
/** Which red count the entry carries (SPEC 2: missions, messages, rewards). */
export type MenuBadge = 'messages' | 'rewards' | 'missions';

export type MenuEntry = {
  area: MenuArea;
  /** The SPEC 2 menu key (securityCenter, agentTeamOverview ...). */
  key: string;
  /** Position in the menu. */
  order: number;
  label: MessageDescriptor;
  icon: string;
  gate?: MenuGate;
  badge?: MenuBadge;
  /** Listed in the menu? Pages reached from elsewhere (a record's detail) set false. */
  hidden?: boolean;
  /** Listed only in the phone's list ("Me"): a page outside the centre that the wide screen reaches from its header menu. */
  phoneOnly?: boolean;
};

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    menu?: MenuEntry;
    /** false: on a phone the page goes without the marketing footer (the member centre, issue 27). */
    phoneFooter?: boolean;
  }
}

export type MenuRoute = { fullPath: string; options: { staticData?: { menu?: MenuEntry } } };
export type MenuItem = MenuEntry & { path: string };

/** The menu of an area, in order, from the router's routes (pure: the caller passes `router.flatRoutes`). */
export function menuItems(
  routes: readonly MenuRoute[],
  area: MenuArea,
  isOpen: (gate: MenuGate) => boolean = () => true,
  { phone = false }: { phone?: boolean } = {},
): MenuItem[] {
  return routes
    .flatMap((route) => {
      const menu = route.options.staticData?.menu;
      return menu && menu.area === area ? [{ ...menu, path: route.fullPath.replace(/\/$/, '') }] : [];
    })
    .filter((item) => !item.hidden && (phone || !item.phoneOnly) && (item.gate === undefined || isOpen(item.gate)))
    .sort((a, b) => a.order - b.order);
}

/** The path of an area's page by its SPEC 2 key, for the `?page=KEY` aliases. */
export function menuPath(routes: readonly MenuRoute[], area: MenuArea, key: string): string | undefined {
  const lower = key.toLowerCase();
  return routes.find((route) => route.options.staticData?.menu?.area === area && route.options.staticData.menu.key.toLowerCase() === lower)?.fullPath;
}

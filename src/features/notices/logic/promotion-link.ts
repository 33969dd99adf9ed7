/** Where a promotion link in an announcement goes: the reward centre (SPEC 2). */
export const REWARD_CENTRE = { to: '/member', search: { page: 'rewardCenter' } } as const;

/**
 * A link inside announcement content that points at a promotion or the
 * reward centre (on this site, or relative), which the popup opens in place
 * instead of leaving the page.
 */
export function isPromotionLink(href: string | null | undefined, origin: string): boolean {
  if (!href) return false;
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return false;
  }
  if (url.origin !== new URL(origin).origin) return false;
  if (/^\/promotions\/?$/i.test(url.pathname)) return true;
  return /^\/member\/?$/i.test(url.pathname) && ['page', 'tab'].some((key) => url.searchParams.get(key) === 'rewardCenter');
}

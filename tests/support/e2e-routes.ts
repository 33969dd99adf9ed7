import { expect, type Page } from '@playwright/test';

/**
 * Every route of SPEC 2 and every member- and agent-centre page that exists,
 * by who can see it: the hardening sweeps (accessibility, faults) walk these.
 */
export const GUEST_ROUTES = [
  '/',
  '/agent',
  '/sports',
  '/esports',
  '/lott',
  '/elott',
  '/cockfight',
  '/live',
  '/fish',
  '/rng',
  '/pvp',
  '/bgs',
  '/promotions',
  '/help-centre',
  '/winners',
  '/app-download',
] as const;

/** Routes that open a dialog over the home lobby. */
export const DIALOG_ROUTES = [
  ['/login', 'Log in'],
  ['/register', 'Register'],
  ['/help', 'Help'],
] as const;

export const MEMBER_ROUTES = [
  '/member/security-center',
  '/member/wallet',
  '/member/deposit',
  '/member/withdraw',
  '/member/transfer-upline',
  '/member/betting-record',
  '/member/account-record',
  '/member/profit-loss',
  '/member/bonus-details',
  '/member/reward-center',
  '/member/referral',
  '/member/missions',
  '/member/messages',
  '/member/contracts',
  '/member/rebate',
  '/favorite',
  '/recent',
  '/pointMall',
  '/lottery?gameCode=VN01',
  '/seaLottery',
  '/vnLottery',
] as const;

export const AGENT_ROUTES = [
  '/agentHome/team-overview',
  '/agentHome/announcements',
  '/agentHome/register-center',
  '/agentHome/downlines',
  '/agentHome/team-betting',
  '/agentHome/user-loss',
  '/agentHome/income',
  '/agentHome/account-details',
  '/agentHome/dividend',
  '/agentHome/daily-salary',
  '/agentHome/hourly-salary',
  '/agentHome/realtime-salary',
  '/agentHome/messages',
  '/agentHome/customer-service',
  '/agentHome/deposit',
  '/agentHome/withdraw',
] as const;

/** `path` with `lang=en` (and more parameters) added to its query. */
export function withQuery(path: string, params: Record<string, string> = {}): string {
  const [pathname, query = ''] = path.split('?');
  const search = new URLSearchParams(query);
  search.set('lang', 'en');
  for (const [name, value] of Object.entries(params)) search.set(name, value);
  return `${pathname}?${search.toString()}`;
}

/** The page has settled: something is shown and nothing says it is still loading. */
export async function settled(page: Page, timeout = 30_000): Promise<void> {
  await expect(page.locator('#root')).not.toBeEmpty({ timeout });
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout });
}

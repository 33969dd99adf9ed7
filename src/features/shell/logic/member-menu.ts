import { MONEY_SPACE } from '@/lib/format';
import type { FlagMap } from './flag-map';

export type MemberMenuKey = 'bettingRecord' | 'accountRecord' | 'profitLoss' | 'rewardCenter' | 'points' | 'securityCenter' | 'agentCentre' | 'manualRebate';

/** A member-centre page (SPEC 2) at its own address, or a page of its own. */
export type MemberMenuTarget = {
  to:
    | '/member/betting-record'
    | '/member/account-record'
    | '/member/profit-loss'
    | '/member/reward-center'
    | '/member/security-center'
    | '/member/rebate'
    | '/pointMall'
    | '/agentHome';
};

export type MemberMenuItem = { key: MemberMenuKey; target: MemberMenuTarget };

export { flagMap, type FlagMap } from './flag-map';

/**
 * The member bar's menu (SPEC 2): points only with PTSYS3, manual rebate only
 * with MANPLAYREB3, the agent centre only for agents. Sign out is not a
 * navigation item; the menu adds it last.
 */
export function memberMenuItems({ flags, isAgent }: { flags: FlagMap; isAgent: boolean }): MemberMenuItem[] {
  const items: Array<MemberMenuItem | false> = [
    { key: 'bettingRecord', target: { to: '/member/betting-record' } },
    { key: 'accountRecord', target: { to: '/member/account-record' } },
    { key: 'profitLoss', target: { to: '/member/profit-loss' } },
    { key: 'rewardCenter', target: { to: '/member/reward-center' } },
    flags.PTSYS3 === true && { key: 'points', target: { to: '/pointMall' } },
    { key: 'securityCenter', target: { to: '/member/security-center' } },
    isAgent && { key: 'agentCentre', target: { to: '/agentHome' } },
    flags.MANPLAYREB3 === true && { key: 'manualRebate', target: { to: '/member/rebate' } },
  ];
  return items.filter((item): item is MemberMenuItem => item !== false);
}

/** The balance as the member bar shows it: two decimals, or stars when hidden (one piece, as formatMoney writes it). */
export function balanceText(
  amount: number | undefined,
  currencySymbol: string | undefined,
  hidden: boolean,
  format: (amount: number, symbol?: string) => string,
): string {
  const symbol = currencySymbol ?? '';
  if (hidden) return symbol ? `${symbol}${MONEY_SPACE}****` : '****';
  if (amount === undefined) return symbol ? `${symbol}${MONEY_SPACE}…` : '…';
  return format(amount, symbol);
}

import type { WhitelabelFlag } from '@generated/model';

export type MemberMenuKey = 'bettingRecord' | 'accountRecord' | 'profitLoss' | 'rewardCenter' | 'points' | 'securityCenter' | 'agentCentre' | 'manualRebate';

/** A member-centre page (by its SPEC 2 menu key) or a page of its own. */
export type MemberMenuTarget = { to: '/member'; page: string } | { to: '/pointMall' } | { to: '/agentHome' };

export type MemberMenuItem = { key: MemberMenuKey; target: MemberMenuTarget };

export type FlagMap = Partial<Record<WhitelabelFlag['modId'], boolean>>;

/** Whitelabel flags as a lookup; a flag the server does not send is off. */
export function flagMap(flags: readonly WhitelabelFlag[] | undefined): FlagMap {
  return Object.fromEntries((flags ?? []).map((flag) => [flag.modId, flag.enabled]));
}

const page = (key: string): MemberMenuTarget => ({ to: '/member', page: key });

/**
 * The member bar's menu (SPEC 2): points only with PTSYS3, manual rebate only
 * with MANPLAYREB3, the agent centre only for agents. Sign out is not a
 * navigation item; the menu adds it last.
 */
export function memberMenuItems({ flags, isAgent }: { flags: FlagMap; isAgent: boolean }): MemberMenuItem[] {
  const items: Array<MemberMenuItem | false> = [
    { key: 'bettingRecord', target: page('personalHistoryCopy') },
    { key: 'accountRecord', target: page('transactionHistory') },
    { key: 'profitLoss', target: page('personalProfit') },
    { key: 'rewardCenter', target: page('rewardCenter') },
    flags.PTSYS3 === true && { key: 'points', target: { to: '/pointMall' } },
    { key: 'securityCenter', target: page('securityCenter') },
    isAgent && { key: 'agentCentre', target: { to: '/agentHome' } },
    flags.MANPLAYREB3 === true && { key: 'manualRebate', target: page('manualRebate') },
  ];
  return items.filter((item): item is MemberMenuItem => item !== false);
}

/** The balance as the member bar shows it: two decimals, or stars when hidden. */
export function balanceText(
  amount: number | undefined,
  currencySymbol: string | undefined,
  hidden: boolean,
  format: (amount: number, symbol?: string) => string,
): string {
  const symbol = currencySymbol ?? '';
  if (hidden) return symbol ? `${symbol} ****` : '****';
  if (amount === undefined) return symbol ? `${symbol} …` : '…';
  return format(amount, symbol);
}

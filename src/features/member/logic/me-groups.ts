export type MeGroup = 'money' | 'records' | 'rewards' | 'messages' | 'security';

export const ME_GROUPS: readonly MeGroup[] = ['money', 'records', 'rewards', 'messages', 'security'];

/** Which group of the phone's "Me" list a member page (by its SPEC 2 menu key) sits in. */
const GROUP_OF: Record<string, MeGroup> = {
  transferFund: 'money',
  depositv2: 'money',
  withdraw: 'money',
  transferUpline: 'money',
  personalHistoryCopy: 'records',
  transactionHistory: 'records',
  personalProfit: 'records',
  bonusDetails: 'records',
  rewardCenter: 'rewards',
  missionLeaderboard: 'rewards',
  pointMall: 'rewards',
  manualRebate: 'rewards',
  contracts: 'rewards',
  referral: 'rewards',
  messageV2: 'messages',
  securityCenter: 'security',
};

/**
 * The member centre's pages as the phone's "Me" list: money, records,
 * rewards, messages, security, each in menu order; a group with no page
 * (its gates off) is left out. A page added without a group lands in the
 * last group rather than vanishing.
 */
export function meGroups<Item extends { key: string }>(items: readonly Item[]): Array<{ group: MeGroup; items: Item[] }> {
  return ME_GROUPS.map((group) => ({ group, items: items.filter((item) => (GROUP_OF[item.key] ?? 'security') === group) })).filter(
    (entry) => entry.items.length > 0,
  );
}

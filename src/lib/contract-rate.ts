/**
 * The best rate (percent) a contract's levels pay: the highest of them, 0
 * without levels. One rule for the agent who offers a contract and the member
 * who weighs one (SPEC 4), and for the mocks that enforce it.
 */
export function topRate(tiers: ReadonlyArray<{ rate?: number }> | undefined): number {
  return (tiers ?? []).reduce((best, tier) => Math.max(best, tier.rate ?? 0), 0);
}

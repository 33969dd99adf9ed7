import type { Contract, ContractTier, ContractType } from '@generated/model';
import { topRate } from '@/lib/contract-rate';

/** The contract of a type that an account holds from its upline now (accepted), if any. */
export function currentContract(contracts: readonly Contract[], account: string, type: ContractType): Contract | undefined {
  return contracts.find((contract) => contract.downlineAccount === account && contract.contractType === type && contract.status === 'accepted');
}

/**
 * What ends when the downline agrees to a request (SPEC 4). A termination
 * request ends the contract it names (the downline's current one of that
 * type). A new contract replaces the downline's current one of its type, and
 * — the higher-rate rule — every contract of that type the downline gave its
 * own downlines at a higher rate than the new one ends too: nobody below may
 * earn a better rate than the account above them.
 */
export function contractsEndedByAgreeing(request: Contract, contracts: readonly Contract[]): Contract[] {
  const others = contracts.filter((contract) => contract.contractId !== request.contractId && contract.status === 'accepted');
  const replaced = others.filter((contract) => contract.contractType === request.contractType && contract.downlineAccount === request.downlineAccount);
  if (request.requestType === 'termination') return replaced;
  const rate = topRate(request.tiers);
  const above = others.filter(
    (contract) => contract.contractType === request.contractType && contract.uplineAccount === request.downlineAccount && topRate(contract.tiers) > rate,
  );
  return [...replaced, ...above];
}

export type OfferProblem = { code: 'aboveOwnRate'; ownRate: number } | { code: 'noCurrentContract' } | null;

/**
 * Can the upline make this offer? A new contract may not pay more than the
 * upline's own contract of that type (when it has one: otherwise its rate is
 * not capped here); a termination request needs a current contract to end.
 */
export function offerProblem(
  offer: { contractType: ContractType; requestType: 'new' | 'termination'; downlineAccount: string; tiers: readonly ContractTier[] },
  upline: string,
  contracts: readonly Contract[],
): OfferProblem {
  if (offer.requestType === 'termination') {
    const current = currentContract(contracts, offer.downlineAccount, offer.contractType);
    return current && current.uplineAccount === upline ? null : { code: 'noCurrentContract' };
  }
  const own = currentContract(contracts, upline, offer.contractType);
  if (own && topRate(offer.tiers) > topRate(own.tiers)) return { code: 'aboveOwnRate', ownRate: topRate(own.tiers) };
  return null;
}

import type { Contract } from '@generated/model';
import { topRate } from '@/lib/contract-rate';

/**
 * What agreeing to an offer does to the contracts the member already holds
 * (SPEC 4): a member holds one contract of a type, so agreeing ends the one
 * held of the same type. When that one pays a higher rate than the offer,
 * agreeing loses money: the member is warned first (`lowerRate`).
 */
export type AcceptOutcome =
  { kind: 'plain' } | { kind: 'replaces'; ended: Contract } | { kind: 'lowerRate'; ended: Contract; heldRate: number; offeredRate: number };

export function acceptOutcome(offer: Contract, held: readonly Contract[]): AcceptOutcome {
  const ended = held.find(
    (contract) =>
      contract.contractId !== offer.contractId &&
      contract.status === 'accepted' &&
      contract.contractType === offer.contractType &&
      (offer.downlineAccount === undefined || contract.downlineAccount === undefined || contract.downlineAccount === offer.downlineAccount),
  );
  if (!ended) return { kind: 'plain' };
  const heldRate = topRate(ended.tiers);
  const offeredRate = topRate(offer.tiers);
  return heldRate > offeredRate ? { kind: 'lowerRate', ended, heldRate, offeredRate } : { kind: 'replaces', ended };
}

/** Which decisions a contract allows the downline: an offer is accepted or rejected; a held contract can be ended. */
export function allowedActions(contract: Pick<Contract, 'status'>): Array<'accept' | 'reject' | 'terminate'> {
  if (contract.status === 'offered') return ['accept', 'reject'];
  if (contract.status === 'accepted') return ['terminate'];
  return [];
}

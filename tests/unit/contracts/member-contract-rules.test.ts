import { describe, expect, it } from 'vitest';
import type { Contract } from '@generated/model';
import { acceptOutcome, allowedActions } from '@/features/contracts/logic/contract-rules';
import { topRate } from '@/lib/contract-rate';

const contract = (id: string, patch: Partial<Contract>): Contract => ({
  contractId: id,
  contractType: 'dailySalary',
  status: 'accepted',
  downlineAccount: 'demo',
  tiers: [{ rate: 0.8 }],
  ...patch,
});

describe('topRate', () => {
  it.each<[Contract['tiers'], number]>([
    [[{ rate: 0.5 }, { rate: 0.8 }], 0.8],
    [[{ rate: 30 }, { rate: 20 }], 30],
    [[{ activeMemberCount: 3 }], 0],
    [[], 0],
    [undefined, 0],
  ])('of levels %j is %s', (tiers, expected) => {
    expect(topRate(tiers)).toBe(expected);
  });
});

describe('acceptOutcome: agreeing to an offer (SPEC 4)', () => {
  const held = contract('HELD', { tiers: [{ rate: 0.5 }, { rate: 0.8 }] });
  it.each<[string, Contract, Contract[], ReturnType<typeof acceptOutcome>['kind']]>([
    ['nothing held', contract('NEW', { status: 'offered', tiers: [{ rate: 0.6 }] }), [], 'plain'],
    ['a held contract of another type', contract('NEW', { status: 'offered', contractType: 'dividend', tiers: [{ rate: 20 }] }), [held], 'plain'],
    ['a lower rate than the held one of the same type: warn first', contract('NEW', { status: 'offered', tiers: [{ rate: 0.6 }] }), [held], 'lowerRate'],
    ['the same top rate: it only replaces', contract('NEW', { status: 'offered', tiers: [{ rate: 0.8 }] }), [held], 'replaces'],
    ['a higher rate: it only replaces', contract('NEW', { status: 'offered', tiers: [{ rate: 1.2 }] }), [held], 'replaces'],
    [
      'a held contract that is no longer accepted',
      contract('NEW', { status: 'offered', tiers: [{ rate: 0.1 }] }),
      [contract('OLD', { status: 'terminated', tiers: [{ rate: 5 }] })],
      'plain',
    ],
    [
      "another downline's contract",
      contract('NEW', { status: 'offered', tiers: [{ rate: 0.1 }] }),
      [contract('OTHER', { downlineAccount: 'agent41', tiers: [{ rate: 5 }] })],
      'plain',
    ],
    ['the offer itself in the list', contract('SAME', { status: 'offered', tiers: [{ rate: 0.1 }] }), [contract('SAME', { tiers: [{ rate: 5 }] })], 'plain'],
  ])('%s', (_case, offer, contracts, kind) => {
    expect(acceptOutcome(offer, contracts).kind).toBe(kind);
  });

  it('names the contract it ends and both rates', () => {
    const outcome = acceptOutcome(contract('NEW', { status: 'offered', tiers: [{ rate: 0.3 }, { rate: 0.6 }] }), [held]);
    expect(outcome).toEqual({ kind: 'lowerRate', ended: held, heldRate: 0.8, offeredRate: 0.6 });
  });
});

describe('allowedActions', () => {
  it.each<[Contract['status'], string[]]>([
    ['offered', ['accept', 'reject']],
    ['accepted', ['terminate']],
    ['rejected', []],
    ['terminated', []],
  ])('%s allows %j', (status, actions) => {
    expect(allowedActions({ status })).toEqual(actions);
  });
});

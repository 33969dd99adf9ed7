import { describe, expect, it } from 'vitest';
import type { Contract, ContractTier } from '@generated/model';
import { topRate } from '@/lib/contract-rate';
import { contractsEndedByAgreeing, offerProblem } from '@/features/agent/logic/contract-rules';

const tiers = (...rates: number[]): ContractTier[] => rates.map((rate, index) => ({ activeMemberCount: index * 5, rate }));
let next = 0;
const contract = (upline: string, downline: string, rates: number[], patch: Partial<Contract> = {}): Contract => ({
  contractId: `CT-${(next += 1)}`,
  contractType: 'dividend',
  status: 'accepted',
  requestType: 'new',
  uplineAccount: upline,
  downlineAccount: downline,
  tiers: tiers(...rates),
  ...patch,
});

describe('the top rate of a contract', () => {
  it.each([
    [[], 0],
    [[0.2], 0.2],
    [[0.2, 0.35, 0.3], 0.35],
  ])('of tiers %o is %d', (rates, expected) => {
    expect(topRate(tiers(...rates))).toBe(expected);
  });
});

describe('SPEC 4: what ends when a downline agrees', () => {
  // agent1 -> agent41 -> (sub1, sub2); agent41 holds a dividend contract from agent1 at 30%.
  const current = contract('agent1', 'agent41', [30]);
  const sub1High = contract('agent41', 'sub1', [25, 28]);
  const sub2Low = contract('agent41', 'sub2', [10]);
  const sub3Salary = contract('agent41', 'sub3', [40], { contractType: 'dailySalary' });
  const sub4Offered = contract('agent41', 'sub4', [40], { status: 'offered' });
  const elsewhere = contract('agent42', 'x', [50]);
  const all = [current, sub1High, sub2Low, sub3Salary, sub4Offered, elsewhere];

  it.each([
    { name: 'a new contract at a lower rate replaces the current one and ends the higher downline contracts', rates: [20], ended: [current, sub1High] },
    { name: 'a new contract below every downline rate ends them all', rates: [5], ended: [current, sub1High, sub2Low] },
    { name: 'a new contract at the highest rate ends only the current one', rates: [28, 35], ended: [current] },
    { name: 'an equal rate is not higher: nothing below ends', rates: [28], ended: [current] },
  ])('$name', ({ rates, ended }) => {
    const request = contract('agent1', 'agent41', rates, { status: 'offered' });
    expect(contractsEndedByAgreeing(request, [...all, request]).map((c) => c.contractId)).toEqual(ended.map((c) => c.contractId));
  });

  it('a termination request ends the current contract and nothing else', () => {
    const request = contract('agent1', 'agent41', [1], { status: 'offered', requestType: 'termination' });
    expect(contractsEndedByAgreeing(request, all)).toEqual([current]);
  });

  it('another contract type is left alone', () => {
    const request = contract('agent1', 'agent41', [1], { status: 'offered', contractType: 'hourSalary' });
    expect(contractsEndedByAgreeing(request, all)).toEqual([]);
  });
});

describe('which offers an upline may make', () => {
  const own = contract('agent1', 'agent41', [30]);
  const given = contract('agent41', 'sub1', [10]);
  const all = [own, given];
  const offer = (requestType: 'new' | 'termination', downline: string, ...rates: number[]) => ({
    contractType: 'dividend' as const,
    requestType,
    downlineAccount: downline,
    tiers: tiers(...rates),
  });

  it.each([
    { name: 'a rate up to its own', upline: 'agent41', offer: offer('new', 'sub2', 20, 30), problem: null },
    { name: 'a rate above its own', upline: 'agent41', offer: offer('new', 'sub2', 31), problem: { code: 'aboveOwnRate', ownRate: 30 } },
    { name: 'any rate without a contract of its own', upline: 'agent1', offer: offer('new', 'agent42', 90), problem: null },
    { name: 'ending a current contract it gave', upline: 'agent41', offer: offer('termination', 'sub1'), problem: null },
    { name: 'ending a contract that does not exist', upline: 'agent41', offer: offer('termination', 'sub2'), problem: { code: 'noCurrentContract' } },
    { name: "ending someone else's contract", upline: 'agent42', offer: offer('termination', 'sub1'), problem: { code: 'noCurrentContract' } },
  ])('$name: $problem', ({ upline, offer: made, problem }) => {
    expect(offerProblem(made, upline, all)).toEqual(problem);
  });
});

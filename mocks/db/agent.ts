import type { Contract } from '@generated/model';

/**
 * Contracts between the demo agents (SPEC 4: an upline offers, the downline
 * accepts, rejects or terminates). agent1 is the upline of agent41 and agent42.
 * Each contract is in one state only; every type appears once.
 */
export const SEED_CONTRACTS: readonly Contract[] = [
  {
    contractId: 'CT-2026-0101',
    contractType: 'dividend',
    status: 'accepted',
    requestType: 'new',
    period: 'H',
    uplineAccount: 'agent1',
    downlineAccount: 'agent41',
    tiers: [
      { activeMemberCount: 5, rate: 0.2, periodValidBet: 50000, periodProfitAndLoss: -10000 },
      { activeMemberCount: 20, rate: 0.3, periodValidBet: 200000, periodProfitAndLoss: -40000 },
    ],
    createdTime: '2026-10-01 10:00:00',
  },
  {
    contractId: 'CT-2026-0102',
    contractType: 'dailySalary',
    status: 'offered',
    requestType: 'new',
    period: 'D',
    uplineAccount: 'agent1',
    downlineAccount: 'agent41',
    tiers: [{ activeMemberCount: 3, rate: 0.005, dailyBetAmount: 10000 }],
    createdTime: '2026-11-18 09:30:00',
  },
  {
    contractId: 'CT-2026-0103',
    contractType: 'hourSalary',
    status: 'accepted',
    requestType: 'new',
    period: 'D',
    uplineAccount: 'agent1',
    downlineAccount: 'agent42',
    tiers: [{ activeMemberCount: 2, rate: 0.003, betAmountPerHour: 2000 }],
    createdTime: '2026-11-02 14:00:00',
  },
  {
    contractId: 'CT-2026-0104',
    contractType: 'realtimeSalary',
    status: 'offered',
    requestType: 'new',
    uplineAccount: 'agent1',
    downlineAccount: 'agent42',
    tiers: [{ activeMemberCount: 1, rate: 0.002 }],
    createdTime: '2026-11-20 16:45:00',
  },
  // demo (a plain member) is a downline of agent1: a daily salary it holds, and a weekly dividend offer waiting
  // for an answer (the contract modal opens with it after login).
  {
    contractId: 'CT-2026-0105',
    contractType: 'dailySalary',
    status: 'accepted',
    requestType: 'new',
    period: 'D',
    uplineAccount: 'agent1',
    downlineAccount: 'demo',
    tiers: [
      { activeMemberCount: 3, rate: 0.5, dailyBetAmount: 10000 },
      { activeMemberCount: 8, rate: 0.8, dailyBetAmount: 50000 },
    ],
    createdTime: '2026-10-15 11:20:00',
  },
  {
    contractId: 'CT-2026-0201',
    contractType: 'dividend',
    status: 'offered',
    requestType: 'new',
    period: 'W',
    uplineAccount: 'agent1',
    downlineAccount: 'demo',
    tiers: [
      { activeMemberCount: 5, rate: 20, periodValidBet: 50000, periodProfitAndLoss: -10000 },
      { activeMemberCount: 10, rate: 25, periodValidBet: 150000, periodProfitAndLoss: -30000 },
      { activeMemberCount: 20, rate: 30, periodValidBet: 400000, periodProfitAndLoss: -80000 },
    ],
    createdTime: '2026-11-20 18:05:00',
  },
];

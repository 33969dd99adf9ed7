import type { PointExchangeRate, PointRecord, PointRedeem, PointsReward } from '@generated/model';

/**
 * The points mall (PTSYS3). A member's ledger is the single truth: the balance
 * is the last record's `pointsBalance`, and every record's balance is the
 * previous one plus its `changedPoints`.
 */
export const POINT_RATES: PointExchangeRate[] = [
  { type: 'rng', amount: 100, points: 1 },
  { type: 'live', amount: 200, points: 1 },
  { type: 'sports', amount: 150, points: 1 },
  { type: 'deposit', amount: 50, points: 1 },
];

/** RM per point when points are converted to cash. */
export const CONVERSION_RATE = 0.1;
export const MIN_CONVERT_POINTS = 100;

export const REWARDS: readonly PointsReward[] = [
  { rewardId: 'RW-FREE-SPIN', name: '10 free spins', imageUrl: '/mock-assets/points/free-spin.svg', pointsRequirement: 50, quantity: 120 },
  { rewardId: 'RW-BONUS-20', name: 'RM 20 bonus', imageUrl: '/mock-assets/points/bonus.svg', pointsRequirement: 200, amountRequirement: 1000, quantity: 50 },
  {
    rewardId: 'RW-VOUCHER',
    name: 'Grab voucher RM 50',
    imageUrl: '/mock-assets/points/voucher.svg',
    pointsRequirement: 500,
    amountRequirement: 5000,
    quantity: 10,
  },
];

type Movement = Omit<PointRecord, 'pointsBalance'>;

/** Builds a ledger from movements, oldest first, carrying the balance. Returned newest first. */
export function ledger(movements: Movement[]): PointRecord[] {
  let balance = 0;
  return movements
    .map((movement) => {
      balance = Math.max(0, balance + movement.changedPoints);
      return { ...movement, pointsBalance: balance };
    })
    .reverse();
}

/**
 * demo's points over November: turnover and deposits earn, the mall spends.
 * A rejected redeem gives its points back (a second record); the last redeem
 * is still in process. The redeem history (SEED_REDEEMS) lists the same three.
 */
export const SEED_POINTS: Record<string, PointRecord[]> = {
  demo: ledger([
    {
      referenceNumber: 'PT-20261101-001',
      applyTime: '2026-11-01 12:00:00',
      type: 'deposit',
      name: 'Deposit RM 500',
      amountRequirement: 500,
      changedPoints: 10,
      status: 'approved',
      remark: '1 point for every RM 50 deposited',
    },
    {
      referenceNumber: 'PT-20261105-002',
      applyTime: '2026-11-05 21:14:00',
      type: 'rng',
      name: 'Slots turnover RM 12,500',
      amountRequirement: 12500,
      changedPoints: 125,
      status: 'approved',
    },
    {
      referenceNumber: 'PT-20261108-003',
      applyTime: '2026-11-08 23:50:00',
      type: 'sports',
      name: 'Sports turnover RM 12,000',
      amountRequirement: 12000,
      changedPoints: 80,
      status: 'approved',
    },
    {
      referenceNumber: 'PT-20261110-004',
      applyTime: '2026-11-10 19:02:00',
      type: 'redeem',
      name: '10 free spins',
      quantity: 1,
      pointsRequirement: 50,
      changedPoints: -50,
      status: 'approved',
    },
    {
      referenceNumber: 'PT-20261111-005',
      applyTime: '2026-11-11 22:15:00',
      type: 'live',
      name: 'Live casino turnover RM 28,000',
      amountRequirement: 28000,
      changedPoints: 140,
      status: 'approved',
    },
    {
      referenceNumber: 'PT-20261112-006',
      applyTime: '2026-11-12 10:20:00',
      type: 'redeem',
      name: 'RM 20 bonus',
      quantity: 1,
      pointsRequirement: 200,
      amountRequirement: 1000,
      changedPoints: -200,
      status: 'rejected',
      remark: 'Deposits this month below RM 1,000',
    },
    {
      referenceNumber: 'PT-20261113-007',
      applyTime: '2026-11-13 09:00:00',
      type: 'redeem',
      name: 'Refund: RM 20 bonus',
      changedPoints: 200,
      status: 'approved',
      remark: 'Points of rejected redeem PT-20261112-006 returned',
    },
    {
      referenceNumber: 'PT-20261118-008',
      applyTime: '2026-11-18 22:40:00',
      type: 'live',
      name: 'Live casino turnover RM 25,000',
      amountRequirement: 25000,
      changedPoints: 125,
      status: 'approved',
    },
    {
      referenceNumber: 'PT-20261119-009',
      applyTime: '2026-11-19 20:05:00',
      type: 'pvp',
      name: 'Card games turnover RM 4,000',
      amountRequirement: 4000,
      changedPoints: 40,
      status: 'approved',
    },
    {
      referenceNumber: 'PT-20261120-010',
      applyTime: '2026-11-20 21:30:00',
      type: 'lottery',
      name: 'Lottery turnover RM 1,500',
      amountRequirement: 1500,
      changedPoints: 15,
      status: 'approved',
    },
    {
      referenceNumber: 'PT-20261120-011',
      applyTime: '2026-11-20 22:10:00',
      type: 'redeem',
      name: '10 free spins',
      quantity: 1,
      pointsRequirement: 50,
      changedPoints: -50,
      status: 'inProcess',
    },
  ]),
};

/** demo's redeems, newest first: one in process, one rejected, one approved. */
export const SEED_REDEEMS: Record<string, PointRedeem[]> = {
  demo: [
    { referenceNumber: 'PT-20261120-011', applyTime: '2026-11-20 22:10:00', name: '10 free spins', quantity: 1, pointsRequirement: 50, status: 'inProcess' },
    {
      referenceNumber: 'PT-20261112-006',
      applyTime: '2026-11-12 10:20:00',
      name: 'RM 20 bonus',
      quantity: 1,
      pointsRequirement: 200,
      amountRequirement: 1000,
      status: 'rejected',
      remark: 'Deposits this month below RM 1,000; points returned',
    },
    { referenceNumber: 'PT-20261110-004', applyTime: '2026-11-10 19:02:00', name: '10 free spins', quantity: 1, pointsRequirement: 50, status: 'approved' },
  ],
};

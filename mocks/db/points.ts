import type { PointExchangeRate, PointRecord, PointsReward } from '@generated/model';

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

export const SEED_POINTS: Record<string, PointRecord[]> = {
  demo: ledger([
    { referenceNumber: 'PT-20261101-001', applyTime: '2026-11-01 12:00:00', type: 'deposit', name: 'Deposit RM 500', changedPoints: 10, status: 'approved' },
    {
      referenceNumber: 'PT-20261105-002',
      applyTime: '2026-11-05 21:14:00',
      type: 'rng',
      name: 'Slots turnover RM 12,500',
      changedPoints: 125,
      status: 'approved',
    },
    {
      referenceNumber: 'PT-20261110-003',
      applyTime: '2026-11-10 19:02:00',
      type: 'redeem',
      name: '10 free spins',
      quantity: 1,
      pointsRequirement: 50,
      changedPoints: -50,
      status: 'approved',
    },
    {
      referenceNumber: 'PT-20261118-004',
      applyTime: '2026-11-18 22:40:00',
      type: 'live',
      name: 'Live casino turnover RM 25,000',
      changedPoints: 125,
      status: 'approved',
    },
  ]),
};

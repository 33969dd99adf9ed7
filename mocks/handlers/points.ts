import {
  getConvertPointsMockHandler,
  getGetMemberTransactionDetailMockHandler,
  getGetPointsBalanceMockHandler,
  getGetPointsConfigMockHandler,
  getGetPointsRewardMockHandler,
  getListPointRedeemsMockHandler,
  getRedeemPointsMockHandler,
} from '@generated/api/points/points.msw';
import { ConvertPointsPayload, RedeemPointsPayload, type PointRecord } from '@generated/model';
import { CONVERSION_RATE, MIN_CONVERT_POINTS, POINT_RATES, REWARDS } from '../db/points';
import { type MockMember } from '../db/personas';
import { db } from '../db/store';
import { appendLedger } from '../db/ledger';
import { paginated, pageQuery } from '../lib/paginated';
import { inDayRange } from '../lib/records';
import { decrypted } from './decrypted';
import { cents, fail, ok, query, requireMember } from './respond';
import { idempotent } from '../lib/idempotency';
import { now } from '../lib/clock';

/**
 * The points domain (PTSYS3). The ledger is the truth: the balance is its
 * newest record's balance, and redeeming or converting appends a record.
 */
const ledgerOf = (member: MockMember): PointRecord[] => db.state.points[member.username] ?? [];
const balanceOf = (member: MockMember): number => ledgerOf(member)[0]?.pointsBalance ?? 0;

function spend(member: MockMember, record: Omit<PointRecord, 'pointsBalance' | 'referenceNumber' | 'applyTime'>): PointRecord {
  const entry: PointRecord = {
    ...record,
    referenceNumber: `PT-${Date.now().toString(36).toUpperCase()}`,
    applyTime: now(),
    pointsBalance: balanceOf(member) + record.changedPoints,
  };
  db.update((state) => (state.points[member.username] = [entry, ...(state.points[member.username] ?? [])]));
  return entry;
}

const WRONG_PASSWORD = () => fail('Incorrect username or password', { code: 'INVALID_CREDENTIALS' });

export const pointsHandlers = [
  getGetPointsBalanceMockHandler(({ request }) => ok({ pointsBalance: balanceOf(requireMember(request)) })),

  getGetPointsRewardMockHandler(() => ok([...REWARDS])),

  getGetPointsConfigMockHandler(() =>
    ok({
      enabled: true,
      exchangeRates: POINT_RATES,
      conversionRate: CONVERSION_RATE,
      minConvertPoints: MIN_CONVERT_POINTS,
      rules: 'Points are earned on valid turnover and deposits, never expire, and can be redeemed in the mall or converted to cash.',
    }),
  ),

  getGetMemberTransactionDetailMockHandler(({ request }) => {
    const member = requireMember(request);
    const params = query(request);
    const type = params.get('type');
    const page = paginated(
      inDayRange(
        ledgerOf(member).filter((record) => !type || record.type === type),
        (record) => record.applyTime.slice(0, 10),
        params.get('startDate'),
        params.get('endDate'),
      ),
      pageQuery(request),
    );
    return ok({ list: page.items, pageNo: page.pageNo, totalPages: page.totalPages, total: page.total });
  }),

  getListPointRedeemsMockHandler(({ request }) => {
    const member = requireMember(request);
    const status = query(request).get('status');
    const page = paginated(
      (db.state.redeems[member.username] ?? []).filter((redeem) => !status || redeem.status === status),
      pageQuery(request),
    );
    return ok({ list: page.items, pageNo: page.pageNo, totalPages: page.totalPages, total: page.total });
  }),

  getRedeemPointsMockHandler(
    idempotent(async ({ request }) => {
      const member = requireMember(request);
      const { rewardId, quantity, password } = await decrypted(request, RedeemPointsPayload);
      if (password !== member.password) return WRONG_PASSWORD();
      const reward = REWARDS.find((entry) => entry.rewardId === rewardId);
      if (!reward) return fail('No data', { code: 'NO_DATA' });
      const cost = reward.pointsRequirement * quantity;
      if (cost > balanceOf(member)) return fail('Quota not sufficient', { code: 'QUOTA_NOT_SUFFICIENT' });
      const record = spend(member, {
        type: 'redeem',
        name: reward.name,
        quantity,
        pointsRequirement: reward.pointsRequirement,
        changedPoints: -cost,
        status: 'inProcess',
      });
      db.update((state) => {
        state.redeems[member.username] = [
          {
            referenceNumber: record.referenceNumber,
            applyTime: record.applyTime,
            name: reward.name,
            quantity,
            pointsRequirement: reward.pointsRequirement,
            status: 'inProcess',
          },
          ...(state.redeems[member.username] ?? []),
        ];
      });
      return ok({ referenceNumber: record.referenceNumber, status: 'inProcess' as const, pointsBalance: record.pointsBalance ?? 0 });
    }),
  ),

  getConvertPointsMockHandler(
    idempotent(async ({ request }) => {
      const member = requireMember(request);
      const { points, password } = await decrypted(request, ConvertPointsPayload);
      if (password !== member.password) return WRONG_PASSWORD();
      if (points < MIN_CONVERT_POINTS || points > balanceOf(member)) return fail('Quota not sufficient', { code: 'QUOTA_NOT_SUFFICIENT' });
      const amount = cents(points * CONVERSION_RATE);
      const record = spend(member, { type: 'redeem', name: `Converted to RM ${amount.toFixed(2)}`, changedPoints: -points, status: 'approved' });
      // Money moves: the main wallet and the one ledger behind the account record.
      db.update((state) => {
        member.balance = cents(member.balance + amount);
        appendLedger(state, member.username, {
          time: record.applyTime,
          type: 'bonus',
          amount,
          status: 'success',
          balanceAfter: member.balance,
          remark: `${points} points converted`,
        });
      });
      return ok({ changedPoints: -points, amount, pointsBalance: record.pointsBalance ?? 0 });
    }),
  ),
];

import {
  getApplyPromotionMockHandler,
  getClaimPromotionRewardMockHandler,
  getClaimRebateMockHandler,
  getGetRebateSummaryMockHandler,
  getGetReferralInfoMockHandler,
  getListActivitiesMockHandler,
  getListPromotionsMockHandler,
  getListRedEnvelopesMockHandler,
  getListReferralFriendsMockHandler,
  getOpenRedEnvelopeMockHandler,
} from '@generated/api/promotions/promotions.msw';
import { PromotionActionPayload, PromotionCategory, RebateClaimPayload, RedEnvelopeOpenPayload, type RedEnvelope } from '@generated/model';
import { appendLedger } from '../db/ledger';
import { langOf } from '../db/lang';
import { type MockMember } from '../db/personas';
import { activityOf, claimableCount, envelopeAmount, promotionCard, promotionsOf, sortedPromotions } from '../db/promotions';
import { PROMOTIONS } from '../db/promotion-catalogue';
import { lastRebateClaim, MIN_REBATE_CLAIM, rebateEnabled, rebateEntries } from '../db/rebate';
import { friendsOf, referralCode, referralEnabled, REFERRAL_MIN_DEPOSIT, REFERRAL_REWARD } from '../db/referral';
import { db } from '../db/store';
import { paginated, pageQuery } from '../lib/paginated';
import { sumOf } from '../lib/records';
import { badRequest, cents, fail, jsonBody, ok, query, requireMember } from './respond';
import { idempotent } from '../lib/idempotency';
import { now } from '../lib/clock';

/**
 * Promotions, the reward centre, red envelopes, manual rebate and referral.
 * Every credit lands in the main wallet and the ledger (bonus or rebate), so
 * the balance in the header and the account record agree.
 */
const lang = (request: Request) => langOf(query(request).get('language') ?? 'MY');
const NOTHING = () => fail('Nothing to claim', { code: 'NOTHING_TO_CLAIM' });
const OFF = () => fail('Function not enabled', { code: 'FUNCTION_NOT_ENABLED' });

async function body<T>(request: Request, schema: { safeParse: (value: unknown) => { success: true; data: T } | { success: false } }): Promise<T> {
  const parsed = schema.safeParse(await jsonBody(request));
  if (!parsed.success) throw badRequest('Invalid request');
  return parsed.data;
}

/** Credits the main wallet and records it (inside `db.update`). */
function credit(state: Parameters<Parameters<typeof db.update>[0]>[0], member: MockMember, amount: number, type: 'bonus' | 'rebate', remark: string) {
  member.balance = cents(member.balance + amount);
  appendLedger(state, member.username, { time: now(), type, amount, status: 'success', balanceAfter: member.balance, remark });
}

const envelopeOrder: Record<RedEnvelope['status'], number> = { unopened: 0, opened: 1, expired: 2 };

export const promotionsHandlers = [
  getListPromotionsMockHandler(({ request }) => {
    const category = PromotionCategory.safeParse(query(request).get('category'));
    const rows = sortedPromotions().filter((seed) => !category.success || seed.category === category.data);
    return ok({ list: rows.map((seed) => promotionCard(seed, lang(request))) });
  }),

  getListActivitiesMockHandler(({ request }) => {
    const member = requireMember(request);
    const mine = promotionsOf(db.state, member.username);
    return ok({
      list: sortedPromotions().map((seed) => activityOf(seed, mine.standings[seed.promotionId], lang(request))),
      claimableCount: claimableCount(mine),
    });
  }),

  getApplyPromotionMockHandler(async ({ request }) => {
    const member = requireMember(request);
    const { promotionId } = await body(request, PromotionActionPayload);
    const seed = PROMOTIONS.find((entry) => entry.promotionId === promotionId);
    if (!seed) return fail('No data', { code: 'NO_DATA' });
    if (seed.status !== 'join') return fail('This promotion is not open', { code: 'PROMOTION_UNAVAILABLE' });
    const mine = promotionsOf(db.state, member.username);
    if (mine.standings[promotionId]) return fail('You have already applied', { code: 'ALREADY_APPLIED' });
    db.update((state) => {
      promotionsOf(state, member.username).standings[promotionId] = { status: seed.reviewed ? 'applying' : 'joined', updatedTime: now() };
    });
    return ok(activityOf(seed, mine.standings[promotionId], lang(request)));
  }),

  getClaimPromotionRewardMockHandler(
    idempotent(async ({ request }) => {
      const member = requireMember(request);
      const { promotionId } = await body(request, PromotionActionPayload);
      const seed = PROMOTIONS.find((entry) => entry.promotionId === promotionId);
      const standing = promotionsOf(db.state, member.username).standings[promotionId];
      // A raffle prize is claimed with claimRafflePromotion (SPEC 7).
      if (!seed || seed.kind !== 'bonus' || standing?.status !== 'issued') return NOTHING();
      const amount = standing.rewardAmount ?? seed.rewardAmount ?? 0;
      db.update((state) => {
        Object.assign(promotionsOf(state, member.username).standings[promotionId]!, { status: 'claimed', updatedTime: now() });
        credit(state, member, amount, 'bonus', seed.title.EN);
      });
      return ok({ promotionId, status: 'claimed' as const, amount, balance: member.balance });
    }),
  ),

  getListRedEnvelopesMockHandler(({ request }) => {
    const member = requireMember(request);
    const list = [...promotionsOf(db.state, member.username).envelopes].sort((a, b) => envelopeOrder[a.status] - envelopeOrder[b.status]);
    return ok({ list });
  }),

  getOpenRedEnvelopeMockHandler(
    idempotent(async ({ request }) => {
      const member = requireMember(request);
      const { envelopeId } = await body(request, RedEnvelopeOpenPayload);
      const envelope = promotionsOf(db.state, member.username).envelopes.find((entry) => entry.envelopeId === envelopeId);
      if (!envelope || envelope.status !== 'unopened') return NOTHING();
      const amount = envelopeAmount(envelopeId);
      db.update((state) => {
        const mine = promotionsOf(state, member.username).envelopes.find((entry) => entry.envelopeId === envelopeId)!;
        Object.assign(mine, { status: 'opened', amount });
        credit(state, member, amount, 'bonus', `Red envelope: ${envelope.title}`);
      });
      return ok({ envelopeId, amount, balance: member.balance });
    }),
  ),

  getGetRebateSummaryMockHandler(({ request }) => {
    const member = requireMember(request);
    if (!rebateEnabled()) return OFF();
    const { rebateClaimedAt } = promotionsOf(db.state, member.username);
    const list = rebateEntries(member.username, rebateClaimedAt);
    return ok({ list, total: sumOf(list.map((entry) => entry.amount)), minClaim: MIN_REBATE_CLAIM, lastClaimTime: lastRebateClaim(rebateClaimedAt) });
  }),

  getClaimRebateMockHandler(
    idempotent(async ({ request }) => {
      const member = requireMember(request);
      const { gameType } = await body(request, RebateClaimPayload);
      if (!rebateEnabled()) return OFF();
      const mine = promotionsOf(db.state, member.username);
      const entries = rebateEntries(member.username, mine.rebateClaimedAt).filter((entry) => entry.amount > 0 && (!gameType || entry.gameType === gameType));
      const amount = sumOf(entries.map((entry) => entry.amount));
      if (amount < MIN_REBATE_CLAIM) return NOTHING();
      db.update((state) => {
        const marks = promotionsOf(state, member.username).rebateClaimedAt;
        for (const entry of entries) marks[entry.gameType] = now();
        credit(state, member, amount, 'rebate', `Manual rebate: ${entries.map((entry) => entry.gameType).join(', ')}`);
      });
      return ok({ amount, balance: member.balance, gameTypes: entries.map((entry) => entry.gameType) });
    }),
  ),

  getGetReferralInfoMockHandler(({ request }) => {
    const member = requireMember(request);
    if (!referralEnabled()) return OFF();
    const friends = friendsOf(member.username);
    return ok({
      referralCode: referralCode(member.username),
      friendCount: friends.length,
      qualifiedCount: friends.filter((friend) => friend.status === 'qualified').length,
      totalReward: sumOf(friends.map((friend) => friend.reward)),
      rewardPerFriend: REFERRAL_REWARD,
      minDeposit: REFERRAL_MIN_DEPOSIT,
    });
  }),

  getListReferralFriendsMockHandler(({ request }) => {
    const member = requireMember(request);
    if (!referralEnabled()) return OFF();
    const friends = friendsOf(member.username);
    const page = paginated(friends, pageQuery(request));
    return ok({
      list: page.items,
      total: page.total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      totals: { reward: sumOf(friends.map((friend) => friend.reward)) },
    });
  }),
];

/**
 * The raffle claim of SPEC 7 (claimRafflePromotion, agent collection): an
 * issued raffle prize is credited and marked claimed. Returns the amount, or
 * 'nothing' when the member has no prize waiting in that raffle.
 */
export function claimRaffle(member: MockMember, promotionId: string): number | 'nothing' {
  const seed = PROMOTIONS.find((entry) => entry.promotionId === promotionId && entry.kind === 'raffle');
  const standing = promotionsOf(db.state, member.username).standings[promotionId];
  if (!seed || standing?.status !== 'issued') return 'nothing';
  const amount = standing.rewardAmount ?? seed.rewardAmount ?? 0;
  db.update((state) => {
    Object.assign(promotionsOf(state, member.username).standings[promotionId]!, { status: 'claimed', updatedTime: now() });
    credit(state, member, amount, 'bonus', seed.title.EN);
  });
  return amount;
}

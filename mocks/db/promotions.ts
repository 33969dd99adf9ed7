import type { Activity, Promotion } from '@generated/model';
import type { Lang, Text } from './lang';
import { PROMOTIONS, type Seed } from './promotion-catalogue';
import type { DbState, PromotionsState, Standing } from './state';

export type { PromotionsState, Standing } from './state';

/**
 * The promotions domain: the promotions page's cards (from the catalogue,
 * promotion-catalogue.ts), each member's standing in them (the reward centre)
 * and red envelopes; the manual rebate and invited friends are in rebate.ts
 * and referral.ts. A member's state is seeded on first use (demo stands in
 * every status of SPEC 4), so resetting the store starts over.
 */

/** demo stands in every status of SPEC 4, has red envelopes and claimed a rebate three days ago. */
function seedFor(username: string): PromotionsState {
  if (username !== 'demo') return { standings: {}, envelopes: [], rebateClaimedAt: {} };
  return {
    standings: {
      'PR-WELCOME-100': { status: 'claimed', rewardAmount: 100, updatedTime: '2026-09-02 18:20:00' },
      'PR-APP-DOWNLOAD': { status: 'applying', updatedTime: '2026-11-20 21:04:00' },
      'PR-CASHBACK-LIVE': { status: 'issued', rewardAmount: 58.8, updatedTime: '2026-11-18 09:00:00' },
      'RAFFLE-2026-11': { status: 'issued', rewardAmount: 8.88, updatedTime: '2026-11-20 12:00:00' },
      'PR-MISSION-WEEKLY': { status: 'issued', rewardAmount: 8.88, updatedTime: '2026-11-19 16:42:00' },
      'PR-SPORTS-PARLAY': { status: 'rejected', updatedTime: '2026-11-12 11:30:00', remark: 'Ticket PG-2611110004 has only 4 legs; 5 are needed.' },
      'PR-DEPOSIT-DAILY': { status: 'processing', rewardAmount: 50, updatedTime: '2026-11-21 07:40:00' },
      'PR-FISH-TOURNAMENT': { status: 'joined', updatedTime: '2026-11-16 20:00:00' },
      'PR-PVP-MASTERS': { status: 'closed' },
    },
    envelopes: [
      { envelopeId: 'RE-2026-1121-01', title: 'Weekend lucky envelope', expireTime: '2026-11-23 23:59:59', status: 'unopened', amount: null },
      { envelopeId: 'RE-2026-1114-01', title: 'Loyalty envelope', expireTime: '2026-11-16 23:59:59', status: 'opened', amount: 12.5 },
      { envelopeId: 'RE-2026-1101-01', title: 'Monthly envelope', expireTime: '2026-11-03 23:59:59', status: 'expired', amount: null },
    ],
    rebateClaimedAt: {},
  };
}

/** The amount inside an envelope, decided when the envelope is made (here: from its id, so the demo is repeatable). */
export function envelopeAmount(envelopeId: string): number {
  const sum = [...envelopeId].reduce((total, char) => total + char.charCodeAt(0), 0);
  return [8.88, 18.88, 28.88, 6.66, 16.88][sum % 5] ?? 8.88;
}

/** The member's promotions state (seeded on first use). Read it, or change it inside `db.update`. */
export function promotionsOf(state: DbState, username: string): PromotionsState {
  const all = (state.promotions ??= {});
  return (all[username] ??= seedFor(username));
}

const textIn = (text: Text, lang: Lang) => text[lang] || text.EN;

export function promotionCard(seed: Seed, lang: Lang): Promotion {
  return {
    promotionId: seed.promotionId,
    title: textIn(seed.title, lang),
    category: seed.category,
    kind: seed.kind,
    imageUrl: `/mock-assets/promotions/${seed.image}.svg`,
    startTime: seed.startTime,
    endTime: seed.endTime,
    summary: textIn(seed.summary, lang),
    content: seed.content,
    status: seed.status,
    rewardAmount: seed.rewardAmount,
  };
}

/** Open promotions first, then coming soon, then closed (each in seed order). */
const ORDER: Record<Seed['status'], number> = { join: 0, comingSoon: 1, closed: 2 };
export const sortedPromotions = () => [...PROMOTIONS].sort((a, b) => ORDER[a.status] - ORDER[b.status]);

/** A member's activity in a promotion: their standing, or the promotion's own state before they take part. */
export function activityOf(seed: Seed, standing: Standing | undefined, lang: Lang): Activity {
  return {
    promotionId: seed.promotionId,
    title: textIn(seed.title, lang),
    category: seed.category,
    kind: seed.kind,
    imageUrl: `/mock-assets/promotions/${seed.image}.svg`,
    startTime: seed.startTime,
    endTime: seed.endTime,
    status: seed.status === 'join' ? (standing?.status ?? 'join') : seed.status,
    rewardAmount: standing?.rewardAmount ?? seed.rewardAmount,
    updatedTime: standing?.updatedTime ?? null,
    remark: standing?.remark ?? null,
  };
}

/** Rewards ready to claim: issued activities and unopened envelopes (the rewardCenter badge). */
export function claimableCount(promotions: PromotionsState): number {
  const issued = Object.values(promotions.standings).filter((standing) => standing.status === 'issued').length;
  return issued + promotions.envelopes.filter((envelope) => envelope.status === 'unopened').length;
}

/** The weekly mission's reward, while it waits in the reward centre (the missionLeaderboard badge). */
export function missionClaimable(promotions: PromotionsState): { count: number; reward: number } {
  const mission = promotions.standings['PR-MISSION-WEEKLY'];
  return mission?.status === 'issued' ? { count: 1, reward: mission.rewardAmount ?? 0 } : { count: 0, reward: 0 };
}

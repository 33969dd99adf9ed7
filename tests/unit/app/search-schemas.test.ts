import { describe, expect, it } from 'vitest';
import { accountDetailsSearchSchema, memberReportSearchSchema } from '@/features/agent-reports/logic/report-search';
import { agentAnnouncementsSearchSchema } from '@/features/agent/logic/announcements';
import { downlinesSearchSchema } from '@/features/agent/logic/downlines-search';
import { teamOverviewSearchSchema } from '@/features/agent/logic/overview';
import { gameListSearchSchema, lotterySearchSchema, seamlessSearchSchema } from '@/features/games/logic/search';
import { depositSearchSchema } from '@/features/payments/logic/deposit-search';
import { messagesSearchSchema } from '@/features/messages/logic/messages-search';
import { pointMallSearchSchema } from '@/features/points/logic/point-mall-search';
import { promotionsSearchSchema, rewardCentreSearchSchema } from '@/features/promotions/logic/filters';
import { tableSearchSchema } from '@/ui/data-table/table-search';

/**
 * The route search schemas as the router uses them: through Standard Schema's `validate`
 * (`validateSearch: schema`). A URL is never refused: a bad value falls back (a default or
 * nothing), a number typed as text is read as a number, and the rest is left as it was.
 */
type Standard = { '~standard': { validate: (input: unknown) => unknown } };

function read(schema: Standard, raw: Record<string, unknown>): unknown {
  const result = schema['~standard'].validate(raw) as { value?: unknown; issues?: unknown };
  if (result instanceof Promise) throw new Error('a search schema must validate synchronously');
  expect(result.issues).toBeUndefined();
  return result.value;
}

type Case = [name: string, schema: Standard, raw: Record<string, unknown>, expected: Record<string, unknown>];

const cases: Case[] = [
  // The table state every record page keeps.
  ['table', tableSearchSchema, {}, { pageNo: 1, pageSize: 20 }],
  ['table', tableSearchSchema, { pageNo: '3', pageSize: '50' }, { pageNo: 3, pageSize: 50 }],
  ['table', tableSearchSchema, { pageNo: 4, pageSize: 10 }, { pageNo: 4, pageSize: 10 }],
  ['table', tableSearchSchema, { pageNo: '0', pageSize: '7' }, { pageNo: 1, pageSize: 20 }],
  ['table', tableSearchSchema, { pageNo: '2.5', pageSize: 'x' }, { pageNo: 1, pageSize: 20 }],
  ['table', tableSearchSchema, { pageNo: 10_001 }, { pageNo: 1, pageSize: 20 }],
  ['table', tableSearchSchema, { pageNo: null, pageSize: '' }, { pageNo: 1, pageSize: 20 }],
  [
    'table',
    tableSearchSchema,
    { sort: 'betTime.asc', from: '2026-11-01', to: '2026-11-23' },
    { pageNo: 1, pageSize: 20, sort: 'betTime.asc', from: '2026-11-01', to: '2026-11-23' },
  ],
  ['table', tableSearchSchema, { sort: 'bet-time.asc', from: '2026-1-1', to: 20261123 }, { pageNo: 1, pageSize: 20 }],
  ['table', tableSearchSchema, { other: 'kept?' }, { pageNo: 1, pageSize: 20 }],
  // Agent reports: the table state plus an account, a level and a movement type.
  ['member report', memberReportSearchSchema, { account: '  kyaw  ', level: '3' }, { pageNo: 1, pageSize: 20, account: 'kyaw', level: 3 }],
  ['member report', memberReportSearchSchema, { account: 'x'.repeat(31), level: '11' }, { pageNo: 1, pageSize: 20 }],
  ['member report', memberReportSearchSchema, { level: '1.5', pageSize: '10' }, { pageNo: 1, pageSize: 10 }],
  ['account details', accountDetailsSearchSchema, { type: 'withdrawal', level: 2 }, { pageNo: 1, pageSize: 20, level: 2, type: 'withdrawal' }],
  ['account details', accountDetailsSearchSchema, { type: 'bonus', from: '2026-11-01' }, { pageNo: 1, pageSize: 20, from: '2026-11-01' }],
  // Agent pages.
  ['announcements', agentAnnouncementsSearchSchema, {}, {}],
  ['announcements', agentAnnouncementsSearchSchema, { pageNo: '2', pageSize: '50', id: '7' }, { pageNo: 2, pageSize: 50, id: 7 }],
  ['announcements', agentAnnouncementsSearchSchema, { pageNo: '1001', pageSize: '15', id: '0' }, {}],
  ['downlines', downlinesSearchSchema, {}, { pageNo: 1, pageSize: 20 }],
  [
    'downlines',
    downlinesSearchSchema,
    { q: ' kyaw ', path: 'agent41.kyawmin482', sort: 'balance.desc' },
    { pageNo: 1, pageSize: 20, q: 'kyaw', path: 'agent41.kyawmin482', sort: 'balance.desc' },
  ],
  ['downlines', downlinesSearchSchema, { q: '   ', path: 'agent41..x', from: '2026-11-01' }, { pageNo: 1, pageSize: 20 }],
  ['downlines', downlinesSearchSchema, { path: Array.from({ length: 11 }, () => 'a').join('.') }, { pageNo: 1, pageSize: 20 }],
  ['team overview', teamOverviewSearchSchema, { period: 'week' }, { period: 'week' }],
  ['team overview', teamOverviewSearchSchema, { period: 'year' }, {}],
  // Game centres.
  ['game list', gameListSearchSchema, {}, {}],
  [
    'game list',
    gameListSearchSchema,
    { vassalage: 'INHOUSE', filter: 'HOT', sub: 'JP', q: ' mahjong ' },
    { vassalage: 'INHOUSE', filter: 'HOT', sub: 'JP', q: 'mahjong' },
  ],
  ['game list', gameListSearchSchema, { vassalage: 'a b', filter: 'hot', sub: 'BG', q: 'x'.repeat(51) }, {}],
  ['lottery', lotterySearchSchema, { gameCode: 1010005, gameType: 'ELOTT' }, { gameCode: '1010005', gameType: 'ELOTT' }],
  ['lottery', lotterySearchSchema, { gameCode: '', gameType: 'RNG' }, {}],
  [
    'seamless',
    seamlessSearchSchema,
    { gameCode: ' mw2 ', vassalage: 'PG', nodeId: 1010005, name: ' Mahjong Ways 2 ' },
    { gameCode: 'mw2', vassalage: 'PG', nodeId: '1010005', name: 'Mahjong Ways 2' },
  ],
  ['seamless', seamlessSearchSchema, { gameCode: 'x'.repeat(65), name: 'x'.repeat(81) }, {}],
  // Member pages.
  ['deposit', depositSearchSchema, { order: 'DP-20261123-0042' }, { order: 'DP-20261123-0042' }],
  ['deposit', depositSearchSchema, { order: 'DP-2026-42' }, {}],
  ['messages', messagesSearchSchema, {}, { pageNo: 1, pageSize: 10 }],
  ['messages', messagesSearchSchema, { pageNo: '2', pageSize: '20' }, { pageNo: 2, pageSize: 20 }],
  ['messages', messagesSearchSchema, { pageNo: '-1', pageSize: '30' }, { pageNo: 1, pageSize: 10 }],
  ['point mall', pointMallSearchSchema, {}, {}],
  [
    'point mall',
    pointMallSearchSchema,
    { tab: 'history', pageNo: '2', pageSize: '20', status: 'approved', type: 'sports' },
    { tab: 'history', pageNo: 2, pageSize: 20, status: 'approved', type: 'sports' },
  ],
  ['point mall', pointMallSearchSchema, { tab: 'shop', pageNo: '0', pageSize: '5', status: 'LOST', type: 'x' }, {}],
  // Promotions.
  ['promotions', promotionsSearchSchema, { category: 'sports', id: '42' }, { category: 'sports', id: '42' }],
  ['promotions', promotionsSearchSchema, { category: 'all', id: '' }, {}],
  ['promotions', promotionsSearchSchema, { id: 42 }, {}],
  ['reward centre', rewardCentreSearchSchema, { tab: 'claimable' }, { tab: 'claimable' }],
  ['reward centre', rewardCentreSearchSchema, { tab: 'mine' }, {}],
];

describe('route search schemas (a bad value falls back, never fails the page)', () => {
  it.each(cases)('%s reads %o as %o', (_name, schema, raw, expected) => {
    // toEqual: a key read as undefined is the same as no key (the router writes neither into the URL).
    expect(read(schema, raw)).toEqual(expected);
  });
});

describe('a bad param', () => {
  it('reads as undefined over the raw value: the router merges a route search over the raw one (an unread ?redirect= was followed)', () => {
    const raw = { lang: 'en', category: 'nope', id: '' };
    // The router's merge when no parent route validates: the raw search, then the route's.
    const merged = { ...raw, ...(read(promotionsSearchSchema, raw) as object) } as Record<string, unknown>;
    expect(merged.category).toBeUndefined();
    expect(merged.id).toBeUndefined();
  });
});

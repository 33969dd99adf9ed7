import {
  getGetProfitLossMockHandler,
  getListAccountRecordsMockHandler,
  getListBetRecordsMockHandler,
  getListBonusRecordsMockHandler,
} from '@generated/api/records/records.msw';
import { betBook, betHistory } from '../db/bets';
import type { LedgerEntry } from '../db/ledger';
import { ledgerHistory } from '../db/ledger-history';
import { bonusRecordOf, profitLoss } from '../db/record-reports';
import { db } from '../db/store';
import { queryBets } from '../lib/bet-index';
import { paginated, pageQuery } from '../lib/paginated';
import { inDayRange, sortBy, sumOf } from '../lib/records';
import { ok, query, requireMember } from './respond';

/** The member's whole statement: what the demo recorded (newest first) on top of the seeded history. */
export function accountLedger(username: string): LedgerEntry[] {
  return [...(db.state.ledger[username] ?? []), ...ledgerHistory(username)];
}

/** The member's records: filtered by day, sorted and paged on the "server", totals over the whole range. */
export const recordsHandlers = [
  getListBetRecordsMockHandler(({ request }) => {
    const member = requireMember(request);
    const params = query(request);
    // Indexed (mocks/lib/bet-index.ts): the mock panel's 100,000 bets would hold the page's main thread.
    const { sorted, totals } = queryBets(betBook(member.username), {
      from: params.get('from'),
      to: params.get('to'),
      gameType: params.get('gameType'),
      sort: params.get('sort'),
    });
    const page = paginated(sorted, pageQuery(request));
    return ok({ list: page.items, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize, totals });
  }),

  getListAccountRecordsMockHandler(({ request }) => {
    const member = requireMember(request);
    const params = query(request);
    const type = params.get('type');
    const rows = inDayRange(accountLedger(member.username), (entry) => entry.time, params.get('from'), params.get('to')).filter(
      (entry) => !type || entry.type === type,
    );
    // A stable newest-first order: the demo's entries first among equal times (they are the latest).
    const page = paginated(sortBy(rows, params.get('sort') ?? 'time.desc'), pageQuery(request));
    const settled = rows.filter((entry) => entry.status === 'success');
    const moneyIn = sumOf(settled.filter((entry) => entry.amount > 0).map((entry) => entry.amount));
    const moneyOut = sumOf(settled.filter((entry) => entry.amount < 0).map((entry) => -entry.amount));
    return ok({
      list: page.items.map((entry) => ({ ...entry, balanceAfter: entry.balanceAfter ?? null, remark: entry.remark ?? null })),
      total: page.total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      totals: { moneyIn, moneyOut, net: sumOf([moneyIn, -moneyOut]) },
    });
  }),

  getGetProfitLossMockHandler(({ request }) => {
    const member = requireMember(request);
    const params = query(request);
    const { rows: bets } = queryBets(betBook(member.username), { from: params.get('from'), to: params.get('to'), gameType: params.get('gameType') });
    const report = profitLoss(bets);
    const sort = params.get('sort');
    const page = paginated(sort ? sortBy(report.rows, sort) : report.rows, pageQuery(request));
    return ok({ list: page.items, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize, totals: report.totals, daily: report.daily });
  }),

  getListBonusRecordsMockHandler(({ request }) => {
    const member = requireMember(request);
    const params = query(request);
    const type = params.get('type');
    const bets = betHistory(member.username);
    const rows = inDayRange(accountLedger(member.username), (entry) => entry.time, params.get('from'), params.get('to'))
      .filter((entry) => (entry.type === 'bonus' || entry.type === 'rebate') && (!type || entry.type === type))
      .map((entry) => bonusRecordOf(entry, bets));
    const page = paginated(sortBy(rows, params.get('sort') ?? 'time.desc'), pageQuery(request));
    const credited = rows.filter((record) => record.status === 'inProgress' || record.status === 'completed');
    const bonus = sumOf(credited.filter((record) => record.type === 'bonus').map((record) => record.amount));
    const rebate = sumOf(credited.filter((record) => record.type === 'rebate').map((record) => record.amount));
    return ok({ list: page.items, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize, totals: { bonus, rebate, total: sumOf([bonus, rebate]) } });
  }),
];

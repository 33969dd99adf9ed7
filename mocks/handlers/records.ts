import { getListBetRecordsMockHandler } from '@generated/api/records/records.msw';
import { betHistory } from '../db/bets';
import { paginated, pageQuery } from '../lib/paginated';
import { inDayRange, sortBy, sumOf } from '../lib/records';
import { ok, query, requireMember } from './respond';

/** The member's records: filtered by day, sorted and paged on the "server", totals over the whole range. */
export const recordsHandlers = [
  getListBetRecordsMockHandler(({ request }) => {
    const member = requireMember(request);
    const params = query(request);
    const gameType = params.get('gameType');
    const rows = inDayRange(betHistory(member.username), (bet) => bet.betTime, params.get('from'), params.get('to')).filter(
      (bet) => !gameType || bet.gameType === gameType,
    );
    const page = paginated(sortBy(rows, params.get('sort') ?? 'betTime.desc'), pageQuery(request));
    return ok({
      list: page.items,
      total: page.total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      totals: {
        betAmount: sumOf(rows.map((bet) => bet.betAmount)),
        validBet: sumOf(rows.map((bet) => bet.validBet)),
        winLoss: sumOf(rows.map((bet) => bet.winLoss)),
      },
    });
  }),
];

import { getListBetRecordsMockHandler } from '@generated/api/records/records.msw';
import type { BetRecordsResponse } from '@generated/model';
import { betHistory } from '../db/bets';
import { inDayRange, paginated, queryOf, sortBy } from './paginate';
import { memberOf, unauthorized } from './respond';

const sum = (values: number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

/** The member's records, on the generated handler factories (paths and types from the contract). */
export const recordsHandlers = [
  getListBetRecordsMockHandler(({ request }): BetRecordsResponse => {
    const member = memberOf(request);
    if (!member) throw unauthorized();
    const query = queryOf(request);
    const gameType = query.get('gameType');
    const rows = inDayRange(betHistory(member.username), (bet) => bet.betTime, query.from, query.to).filter((bet) => !gameType || bet.gameType === gameType);
    return {
      success: true,
      message: 'OK',
      value: {
        ...paginated(sortBy(rows, query.sort ?? 'betTime.desc'), query.pageNo, query.pageSize),
        totals: {
          betAmount: sum(rows.map((bet) => bet.betAmount)),
          validBet: sum(rows.map((bet) => bet.validBet)),
          winLoss: sum(rows.map((bet) => bet.winLoss)),
        },
      },
    };
  }),
];

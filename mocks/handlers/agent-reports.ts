import {
  getListAgentIncomeMockHandler,
  getListDailySalaryRecordsMockHandler,
  getListDividendRecordsMockHandler,
  getListHourSalaryRecordsMockHandler,
  getListRealtimeSalaryRecordsMockHandler,
  getListTeamBetsMockHandler,
  getListTeamProfitLossMockHandler,
  getListTeamTransactionsMockHandler,
} from '@generated/api/agent-reports/agent-reports.msw';
import type { TeamBetRow, TeamProfitLossRow, TeamTransactionRow } from '@generated/model';
import {
  REALTIME_MINUTES,
  agentTerms,
  dailySalaryRows,
  dividendRows,
  hourSalaryRows,
  incomeRows,
  nextRealtimeSettlement,
  realtimeSalaryRows,
} from '../db/agent-earnings';
import { isAgentType } from '@/api/member-types';
import { movementsOf, teamActivity, type MemberActivity } from '../db/agent-reports';
import { paginated, pageQuery } from '../lib/paginated';
import { inDayRange, sortBy, sumOf } from '../lib/records';
import { badRequest, fail, ok, query, requireMember } from './respond';

/**
 * The agent reports (issue 11): every one filters by day range (and account,
 * level, type where it has them), sorts and pages like a server, and adds the
 * totals of the whole filtered range. The figures come from
 * mocks/db/agent-reports.ts, so the reports agree with each other.
 */
const NOT_ENABLED = () => fail('Function not enabled', { code: 'FUNCTION_NOT_ENABLED' });

function agentOf(request: Request): string | undefined {
  const member = requireMember(request);
  return isAgentType(member.type) ? member.username : undefined;
}

/** The request's filters: a day range is required (the contract says so), the others optional. */
function filters(request: Request) {
  const params = query(request);
  const from = params.get('from');
  const to = params.get('to');
  if (!from || !to) throw badRequest('from and to are required');
  const level = params.get('level') ? Number(params.get('level')) : undefined;
  if (level !== undefined && (!Number.isInteger(level) || level < 1)) throw badRequest('Invalid level');
  return { from, to, account: params.get('account')?.trim().toLowerCase() || undefined, level, type: params.get('type'), sort: params.get('sort') };
}

function members(agent: string, wanted: { account?: string | undefined; level?: number | undefined }): MemberActivity[] {
  return teamActivity(agent).filter(
    ({ member }) => (!wanted.account || member.account.toLowerCase().includes(wanted.account)) && (wanted.level === undefined || member.level === wanted.level),
  );
}

function page<T, Totals>(request: Request, rows: T[], sort: string, totals: Totals) {
  const result = paginated(sortBy(rows, query(request).get('sort') ?? sort), pageQuery(request));
  return ok({ list: result.items, total: result.total, pageNo: result.pageNo, pageSize: result.pageSize, totals });
}

const sums = <T>(rows: readonly T[], fields: ReadonlyArray<keyof T & string>) =>
  Object.fromEntries(fields.map((field) => [field, sumOf(rows.map((row) => row[field] as number))])) as Record<string, number>;

export const agentReportsHandlers = [
  getListTeamBetsMockHandler(({ request }) => {
    const agent = agentOf(request);
    if (!agent) return NOT_ENABLED();
    const wanted = filters(request);
    const rows: TeamBetRow[] = members(agent, wanted).flatMap(({ member, days }) => {
      const inRange = days.filter((day) => day.day >= wanted.from && day.day <= wanted.to && day.betCount > 0);
      if (inRange.length === 0) return [];
      return [
        {
          account: member.account,
          level: member.level,
          memberType: member.type,
          betCount: inRange.reduce((sum, day) => sum + day.betCount, 0),
          betAmount: sumOf(inRange.map((day) => day.betAmount)),
          validBet: sumOf(inRange.map((day) => day.validBet)),
          winLoss: sumOf(inRange.map((day) => day.winLoss)),
        },
      ];
    });
    const totals = sums(rows, ['betAmount', 'validBet', 'winLoss']);
    return page(request, rows, 'validBet.desc', {
      betCount: rows.reduce((sum, row) => sum + row.betCount, 0),
      betAmount: totals.betAmount!,
      validBet: totals.validBet!,
      winLoss: totals.winLoss!,
    });
  }),

  getListTeamProfitLossMockHandler(({ request }) => {
    const agent = agentOf(request);
    if (!agent) return NOT_ENABLED();
    const wanted = filters(request);
    const rows: TeamProfitLossRow[] = members(agent, wanted).flatMap((activity) => {
      const inRange = activity.days.filter((day) => day.day >= wanted.from && day.day <= wanted.to);
      const moves = inDayRange(movementsOf(activity), (move) => move.time, wanted.from, wanted.to).filter((move) => move.status === 'success');
      if (inRange.length === 0 && moves.length === 0) return [];
      const winLoss = sumOf(inRange.map((day) => day.winLoss));
      const bonus = sumOf(inRange.map((day) => day.bonus));
      return [
        {
          account: activity.member.account,
          level: activity.member.level,
          deposit: sumOf(moves.filter((move) => move.type === 'deposit').map((move) => move.amount)),
          withdrawal: sumOf(moves.filter((move) => move.type === 'withdrawal').map((move) => -move.amount)),
          validBet: sumOf(inRange.map((day) => day.validBet)),
          winLoss,
          bonus,
          netProfitLoss: sumOf([winLoss, bonus]),
        },
      ];
    });
    const totals = sums(rows, ['deposit', 'withdrawal', 'validBet', 'winLoss', 'bonus', 'netProfitLoss']);
    return page(request, rows, 'netProfitLoss.asc', {
      deposit: totals.deposit!,
      withdrawal: totals.withdrawal!,
      validBet: totals.validBet!,
      winLoss: totals.winLoss!,
      bonus: totals.bonus!,
      netProfitLoss: totals.netProfitLoss!,
    });
  }),

  getListAgentIncomeMockHandler(({ request }) => {
    const agent = agentOf(request);
    if (!agent) return NOT_ENABLED();
    const wanted = filters(request);
    const rows = inDayRange(incomeRows(agent), (row) => row.date, wanted.from, wanted.to);
    const totals = sums(rows, ['teamValidBet', 'commission', 'dividend', 'salary', 'total']);
    const result = paginated(sortBy(rows, wanted.sort ?? 'date.desc'), pageQuery(request));
    return ok({
      list: result.items,
      total: result.total,
      pageNo: result.pageNo,
      pageSize: result.pageSize,
      commissionRate: agentTerms(agent).commissionRate,
      totals: { teamValidBet: totals.teamValidBet!, commission: totals.commission!, dividend: totals.dividend!, salary: totals.salary!, total: totals.total! },
    });
  }),

  getListTeamTransactionsMockHandler(({ request }) => {
    const agent = agentOf(request);
    if (!agent) return NOT_ENABLED();
    const wanted = filters(request);
    if (wanted.type && !['deposit', 'withdrawal', 'transfer'].includes(wanted.type)) throw badRequest('Invalid type');
    const rows: TeamTransactionRow[] = members(agent, wanted).flatMap((activity) =>
      inDayRange(movementsOf(activity), (move) => move.time, wanted.from, wanted.to)
        .filter((move) => !wanted.type || move.type === wanted.type)
        .map((move) => ({ ...move, account: activity.member.account, level: activity.member.level })),
    );
    const done = rows.filter((row) => row.status === 'success');
    const of = (type: TeamTransactionRow['type']) => done.filter((row) => row.type === type).map((row) => row.amount);
    return page(request, rows, 'time.desc', { deposit: sumOf(of('deposit')), withdrawal: -sumOf(of('withdrawal')), transfer: sumOf(of('transfer')) });
  }),

  getListDividendRecordsMockHandler(({ request }) => {
    const agent = agentOf(request);
    if (!agent || !agentTerms(agent).dividend) return NOT_ENABLED();
    const wanted = filters(request);
    const rows = inDayRange(dividendRows(agent), (row) => row.settleDate, wanted.from, wanted.to);
    return page(request, rows, 'settleDate.desc', {
      teamValidBet: sumOf(rows.map((row) => row.teamValidBet)),
      teamProfitLoss: sumOf(rows.map((row) => row.teamProfitLoss)),
      amount: sumOf(rows.filter((row) => row.status === 'settled').map((row) => row.amount)),
    });
  }),

  getListDailySalaryRecordsMockHandler(({ request }) => {
    const agent = agentOf(request);
    if (!agent || !agentTerms(agent).dailySalary) return NOT_ENABLED();
    const wanted = filters(request);
    const rows = inDayRange(dailySalaryRows(agent), (row) => row.date, wanted.from, wanted.to);
    return page(request, rows, 'date.desc', salaryTotals(rows));
  }),

  getListHourSalaryRecordsMockHandler(({ request }) => {
    const agent = agentOf(request);
    if (!agent || !agentTerms(agent).hourSalary) return NOT_ENABLED();
    const wanted = filters(request);
    const rows = inDayRange(hourSalaryRows(agent), (row) => row.hour, wanted.from, wanted.to);
    return page(request, rows, 'hour.desc', salaryTotals(rows));
  }),

  getListRealtimeSalaryRecordsMockHandler(({ request }) => {
    const agent = agentOf(request);
    if (!agent || !agentTerms(agent).realtimeSalary) return NOT_ENABLED();
    const wanted = filters(request);
    const rows = inDayRange(realtimeSalaryRows(agent), (row) => row.settleTime, wanted.from, wanted.to);
    const result = paginated(sortBy(rows, wanted.sort ?? 'settleTime.desc'), pageQuery(request));
    return ok({
      list: result.items,
      total: result.total,
      pageNo: result.pageNo,
      pageSize: result.pageSize,
      totals: { teamValidBet: sumOf(rows.map((row) => row.teamValidBet)), amount: sumOf(rows.map((row) => row.amount)) },
      intervalMinutes: REALTIME_MINUTES,
      nextSettlementTime: nextRealtimeSettlement(),
    });
  }),
];

function salaryTotals(rows: ReadonlyArray<{ teamValidBet: number; amount: number; status: string }>) {
  return { teamValidBet: sumOf(rows.map((row) => row.teamValidBet)), amount: sumOf(rows.filter((row) => row.status === 'settled').map((row) => row.amount)) };
}

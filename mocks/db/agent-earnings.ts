import dayjs from 'dayjs';
import type { ContractTier, WagePeriod } from '@generated/model';
import { seeded } from '../lib/seeded';
import { cents, pad, STAMP, teamActivity, teamDays, type TeamDay } from './agent-reports';
import { CONTRACT_FLAGS } from './agent';
import { db } from './store';

// What an agent earns on the team's figures (mocks/db/agent-reports.ts): its terms (defaults, replaced by an
// accepted contract), the salary and dividend records and the income report.

/** What the agent earns on: commission on the team's valid bet, and one set of terms per contract type. */
export type AgentTerms = {
  commissionRate: number;
  dividend?: { period: WagePeriod; tiers: ContractTier[] };
  dailySalary?: ContractTier;
  hourSalary?: ContractTier;
  realtimeSalary?: ContractTier;
};

const DEFAULT_TERMS: Record<string, AgentTerms> = {
  agent1: {
    commissionRate: 0.008,
    dividend: {
      period: 'H',
      tiers: [
        { activeMemberCount: 20, periodValidBet: 100_000, rate: 0.25 },
        { activeMemberCount: 60, periodValidBet: 400_000, rate: 0.35 },
      ],
    },
    dailySalary: { activeMemberCount: 10, dailyBetAmount: 10_000, rate: 0.004 },
    hourSalary: { activeMemberCount: 2, betAmountPerHour: 300, rate: 0.002 },
    realtimeSalary: { activeMemberCount: 1, rate: 0.001 },
  },
  agent2: {
    commissionRate: 0.006,
    dividend: { period: 'W', tiers: [{ activeMemberCount: 10, periodValidBet: 30_000, rate: 0.2 }] },
    dailySalary: { activeMemberCount: 8, dailyBetAmount: 6_000, rate: 0.003 },
    hourSalary: { activeMemberCount: 2, betAmountPerHour: 200, rate: 0.0015 },
    realtimeSalary: { activeMemberCount: 1, rate: 0.0008 },
  },
  agent41: {
    commissionRate: 0.005,
    dividend: { period: 'H', tiers: [{ activeMemberCount: 10, periodValidBet: 50_000, rate: 0.2 }] },
    dailySalary: { activeMemberCount: 6, dailyBetAmount: 5_000, rate: 0.003 },
    hourSalary: { activeMemberCount: 2, betAmountPerHour: 200, rate: 0.0015 },
    realtimeSalary: { activeMemberCount: 1, rate: 0.0008 },
  },
  agent42: {
    commissionRate: 0.004,
    dividend: { period: 'M', tiers: [{ activeMemberCount: 5, periodValidBet: 20_000, rate: 0.15 }] },
    dailySalary: { activeMemberCount: 3, dailyBetAmount: 2_000, rate: 0.002 },
    hourSalary: { activeMemberCount: 1, betAmountPerHour: 100, rate: 0.001 },
    realtimeSalary: { activeMemberCount: 1, rate: 0.0005 },
  },
};

/** The agent's terms: the defaults above, each type replaced by the agent's accepted contract of that type (db.contracts). */
export function agentTerms(agent: string): AgentTerms {
  const terms: AgentTerms = structuredClone(DEFAULT_TERMS[agent] ?? { commissionRate: 0.005 });
  for (const contract of db.state.contracts) {
    if (contract.downlineAccount !== agent || contract.status !== 'accepted' || !contract.tiers?.length) continue;
    const [first] = contract.tiers;
    if (contract.contractType === 'dividend') terms.dividend = { period: contract.period ?? 'H', tiers: contract.tiers };
    else if (first) terms[contract.contractType] = first;
  }
  // A term pays only where the agent's consolidated flags open its page (agent.ts): agent2 earns commission only.
  const flags = CONTRACT_FLAGS[agent];
  if (flags) {
    if (flags.divtypereq === 'none') delete terms.dividend;
    if (flags.dailysalreqtype === 'none') delete terms.dailySalary;
    if (flags.contracthoursalreq === 'none') delete terms.hourSalary;
    if (flags.realtimesalreqtype === 'none') delete terms.realtimeSalary;
  }
  return terms;
}

/* Schedules: what the terms pay on the team's figures. */

/** A busy evening, a quiet night: the share of a day's bets in each hour. */
const HOUR_WEIGHTS = [3, 2, 1, 1, 1, 1, 2, 3, 4, 5, 5, 6, 7, 6, 6, 6, 7, 8, 10, 12, 13, 12, 9, 6] as const;

/** Splits an amount over weights in whole cents, so the parts add up to the amount exactly. */
export function splitCents(amount: number, weights: readonly number[]): number[] {
  const total = Math.round(amount * 100);
  const sum = weights.reduce((a, b) => a + b, 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  let rest = total - parts.reduce((a, b) => a + b, 0);
  for (let index = parts.length - 1; rest > 0; index = (index - 1 + parts.length) % parts.length, rest -= 1) parts[index]! += 1;
  return parts.map((part) => part / 100);
}

type Status = 'settled' | 'pending' | 'notQualified';
export type DailySalaryRow = { date: string; activeMembers: number; teamValidBet: number; rate: number; amount: number; status: Status };
export type HourSalaryRow = { hour: string; activeMembers: number; teamValidBet: number; rate: number; amount: number; status: Status };
export type RealtimeSalaryRow = { settleTime: string; teamValidBet: number; rate: number; amount: number };
export type DividendRow = {
  periodStart: string;
  periodEnd: string;
  settleDate: string;
  activeMembers: number;
  teamValidBet: number;
  teamProfitLoss: number;
  rate: number;
  amount: number;
  status: Status;
};

export const REALTIME_MINUTES = 5;

export function dailySalaryRows(agent: string, now: Date = new Date()): DailySalaryRow[] {
  const tier = agentTerms(agent).dailySalary;
  if (!tier) return [];
  const today = dayjs(now).format('YYYY-MM-DD');
  return teamDays(agent, now).map((day) => {
    const qualified = day.activeMembers >= (tier.activeMemberCount ?? 0) && day.validBet >= (tier.dailyBetAmount ?? 0);
    return {
      date: day.day,
      activeMembers: day.activeMembers,
      teamValidBet: day.validBet,
      rate: tier.rate ?? 0,
      amount: qualified ? cents(day.validBet * (tier.rate ?? 0)) : 0,
      status: day.day === today ? 'pending' : qualified ? 'settled' : 'notQualified',
    };
  });
}

/** Each past hour of the window (the hour has ended), oldest first. */
export function hourSalaryRows(agent: string, now: Date = new Date()): HourSalaryRow[] {
  const tier = agentTerms(agent).hourSalary;
  if (!tier) return [];
  const peak = Math.max(...HOUR_WEIGHTS);
  const rows: HourSalaryRow[] = [];
  const until = dayjs(now).format(STAMP);
  for (const day of teamDays(agent, now)) {
    const nextDay = dayjs(day.day).add(1, 'day').format('YYYY-MM-DD');
    splitCents(day.validBet, HOUR_WEIGHTS).forEach((validBet, hour) => {
      const end = hour === 23 ? `${nextDay} 00:00:00` : `${day.day} ${pad(hour + 1)}:00:00`;
      if (end > until) return;
      const activeMembers = Math.round((day.activeMembers * 0.6 * HOUR_WEIGHTS[hour]!) / peak);
      const qualified = activeMembers >= (tier.activeMemberCount ?? 0) && validBet >= (tier.betAmountPerHour ?? 0);
      rows.push({
        hour: `${day.day} ${pad(hour)}:00:00`,
        activeMembers,
        teamValidBet: validBet,
        rate: tier.rate ?? 0,
        amount: qualified ? cents(validBet * (tier.rate ?? 0)) : 0,
        status: qualified ? 'settled' : 'notQualified',
      });
    });
  }
  return rows;
}

const realtimeCache = new Map<string, RealtimeSalaryRow[]>();

/** One day's 5-minute settlements (SPEC 9), the ones already run by `now` (stamps built as text: 288 a day). */
function realtimeDay(agent: string, day: TeamDay, rate: number, now: Date): RealtimeSalaryRow[] {
  const key = `${agent}:${day.day}:${rate}`;
  const until = dayjs(now).format(STAMP);
  const nextDay = dayjs(day.day).add(1, 'day').format('YYYY-MM-DD');
  const complete = `${nextDay} 00:00:00` <= until;
  const cached = complete ? realtimeCache.get(key) : undefined;
  if (cached) return cached;
  const rows: RealtimeSalaryRow[] = [];
  const slotsPerHour = 60 / REALTIME_MINUTES;
  splitCents(day.validBet, HOUR_WEIGHTS).forEach((hourBet, hour) => {
    const random = seeded(`realtime:${agent}:${day.day}:${hour}`);
    const slots = splitCents(
      hourBet,
      Array.from({ length: slotsPerHour }, () => 1 + Math.floor(random() * 9)),
    );
    slots.forEach((validBet, slot) => {
      const minutes = hour * 60 + (slot + 1) * REALTIME_MINUTES;
      const settleTime = minutes === 24 * 60 ? `${nextDay} 00:00:00` : `${day.day} ${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:00`;
      if (settleTime > until) return;
      rows.push({ settleTime, teamValidBet: validBet, rate, amount: cents(validBet * rate) });
    });
  });
  if (complete) realtimeCache.set(key, rows);
  return rows;
}

export function realtimeSalaryRows(agent: string, now: Date = new Date()): RealtimeSalaryRow[] {
  const tier = agentTerms(agent).realtimeSalary;
  if (!tier) return [];
  return teamDays(agent, now).flatMap((day) => realtimeDay(agent, day, tier.rate ?? 0, now));
}

/** When the next 5-minute settlement runs after `now`. */
export function nextRealtimeSettlement(now: Date = new Date()): string {
  const start = dayjs(now).startOf('hour');
  const minutes = Math.floor(dayjs(now).diff(start, 'minute') / REALTIME_MINUTES + 1) * REALTIME_MINUTES;
  return start.add(minutes, 'minute').format(STAMP);
}

function periodsOf(period: WagePeriod, first: dayjs.Dayjs, last: dayjs.Dayjs): Array<{ start: dayjs.Dayjs; end: dayjs.Dayjs }> {
  const periods: Array<{ start: dayjs.Dayjs; end: dayjs.Dayjs }> = [];
  let start = first;
  // The first whole period that starts in the window.
  while (true) {
    const aligned =
      period === 'D' ||
      (period === 'W' && start.day() === 1) ||
      (period === 'H' && (start.date() === 1 || start.date() === 16)) ||
      (period === 'M' && start.date() === 1);
    if (aligned) break;
    start = start.add(1, 'day');
  }
  while (!start.isAfter(last)) {
    const end =
      period === 'D'
        ? start
        : period === 'W'
          ? start.add(6, 'day')
          : period === 'M' || start.date() === 16
            ? start.endOf('month').startOf('day')
            : start.date(15);
    periods.push({ start, end });
    start = end.add(1, 'day');
  }
  return periods;
}

/** The dividend periods of the window, the running one last (pending, an estimate so far). */
export function dividendRows(agent: string, now: Date = new Date()): DividendRow[] {
  const dividend = agentTerms(agent).dividend;
  if (!dividend) return [];
  const days = teamDays(agent, now);
  const activity = teamActivity(agent, now);
  const today = dayjs(now).startOf('day');
  return periodsOf(dividend.period, dayjs(days[0]!.day), today).map(({ start, end }) => {
    const from = start.format('YYYY-MM-DD');
    const to = end.format('YYYY-MM-DD');
    const inPeriod = days.filter((day) => day.day >= from && day.day <= to);
    const teamValidBet = cents(inPeriod.reduce((sum, day) => sum + day.validBet, 0));
    const teamProfitLoss = cents(inPeriod.reduce((sum, day) => sum + day.winLoss, 0));
    const activeMembers = activity.filter(({ days: memberDays }) => memberDays.some((day) => day.day >= from && day.day <= to)).length;
    const tier = [...dividend.tiers]
      .reverse()
      .find((candidate) => activeMembers >= (candidate.activeMemberCount ?? 0) && teamValidBet >= (candidate.periodValidBet ?? 0));
    const amount = tier && teamProfitLoss < 0 ? cents(-teamProfitLoss * (tier.rate ?? 0)) : 0;
    return {
      periodStart: from,
      periodEnd: to,
      settleDate: end.add(1, 'day').format('YYYY-MM-DD'),
      activeMembers,
      teamValidBet,
      teamProfitLoss,
      rate: tier?.rate ?? dividend.tiers[0]?.rate ?? 0,
      amount,
      status: !end.isBefore(today) ? 'pending' : amount > 0 ? 'settled' : 'notQualified',
    };
  });
}

export type IncomeRow = { date: string; teamValidBet: number; commission: number; dividend: number; salary: number; total: number };

/** The agent's income per day: commission on the valid bet, plus the dividends and salaries settled that day. */
export function incomeRows(agent: string, now: Date = new Date()): IncomeRow[] {
  const terms = agentTerms(agent);
  const byDay = (rows: Array<{ day: string; amount: number }>) => {
    const sums = new Map<string, number>();
    for (const row of rows) sums.set(row.day, cents((sums.get(row.day) ?? 0) + row.amount));
    return sums;
  };
  const dividends = byDay(dividendRows(agent, now).flatMap((row) => (row.status === 'settled' ? [{ day: row.settleDate, amount: row.amount }] : [])));
  const salaries = byDay([
    ...dailySalaryRows(agent, now).flatMap((row) => (row.status === 'settled' ? [{ day: row.date, amount: row.amount }] : [])),
    ...hourSalaryRows(agent, now).map((row) => ({ day: row.hour.slice(0, 10), amount: row.amount })),
    ...realtimeSalaryRows(agent, now).map((row) => ({ day: row.settleTime.slice(0, 10), amount: row.amount })),
  ]);
  return teamDays(agent, now).map((day) => {
    const commission = cents(day.validBet * terms.commissionRate);
    const dividend = dividends.get(day.day) ?? 0;
    const salary = salaries.get(day.day) ?? 0;
    return { date: day.day, teamValidBet: day.validBet, commission, dividend, salary, total: cents(commission + dividend + salary) };
  });
}

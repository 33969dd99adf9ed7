import dayjs from 'dayjs';
import type { ContractTier, WagePeriod } from '@generated/model';
import { seeded } from '../lib/seeded';
import { CONTRACT_FLAGS } from './agent';
import { db } from './store';
import { teamOf, type TeamMember } from './team';

/**
 * The figures behind the agent reports: for every member of an agent's team
 * (mocks/db/team.ts, plus the accounts the agent created in the demo), seeded
 * daily bets, bonuses and money movements over the last 90 days. Every report
 * is a sum of these, so they agree with each other: team betting is the sum of
 * its members, user loss uses the same bets and movements, income and the
 * salary/dividend records are the team's daily valid bet times the agent's
 * contract rates (defaults below, replaced by an accepted contract of db).
 */
export const REPORT_DAYS = 90;

export type Movement = {
  id: string;
  time: string;
  type: 'deposit' | 'withdrawal' | 'transfer';
  /** Signed from the member's side. */
  amount: number;
  status: 'success' | 'pending' | 'failed';
  remark: string;
};

export type MemberDay = { day: string; betCount: number; betAmount: number; validBet: number; winLoss: number; bonus: number; moves: Movement[] };
export type MemberActivity = { member: TeamMember; days: MemberDay[] };

const STAMP = 'YYYY-MM-DD HH:mm:ss';
const pad = (value: number) => String(value).padStart(2, '0');
const cents = (amount: number) => Math.round(amount * 100) / 100;
const pick = <T>(random: () => number, list: readonly T[]) => list[Math.floor(random() * list.length)]!;
const STAKES = [1, 2, 5, 10, 20, 50] as const;
const DEPOSITS = [30, 50, 100, 200, 500, 1000] as const;
const CHANNELS = ['KBZPay', 'WavePay', 'AYA Pay', 'CB Bank', 'Bank transfer'] as const;

function memberDays(agent: string, member: TeamMember, window: readonly string[]): MemberDay[] {
  const random = seeded(`activity:${agent}:${member.account}`);
  const activity = 0.08 + random() * 0.62;
  const stake = pick(random, STAKES);
  const betsPerDay = 3 + random() * 40;
  const depositSize = pick(random, DEPOSITS);
  const registered = member.registeredAt.slice(0, 10);
  const days: MemberDay[] = [];
  let serial = 0;
  const ref = (prefix: string, day: string) => {
    serial += 1;
    return `${prefix}-${day.replaceAll('-', '')}-${member.account.slice(0, 3).toUpperCase()}${String(serial).padStart(4, '0')}`;
  };
  window.forEach((day, index) => {
    const offset = window.length - 1 - index;
    // Draw the same numbers for every day, active or not, so one day never shifts another.
    const draws = Array.from({ length: 16 }, () => random());
    if (day < registered || draws[0]! > activity || member.status === 'frozen') return;
    const at = (draw: number) => {
      const second = Math.floor(draw * 86_000);
      return `${day} ${pad(Math.floor(second / 3600))}:${pad(Math.floor(second / 60) % 60)}:${pad(second % 60)}`;
    };
    const betCount = 1 + Math.floor(draws[1]! * betsPerDay * 2);
    const betAmount = cents(betCount * stake * (0.5 + draws[2]!));
    const validBet = cents(betAmount * (0.93 + draws[3]! * 0.07));
    // A house edge of about 6 % with a wide spread: most days lose, some win big.
    const winLoss = cents(betAmount * (-0.06 + (draws[4]! - 0.5) * 0.8));
    const bonus = draws[5]! < 0.1 ? cents(Math.min(betAmount * 0.01 + 5, 188)) : 0;
    const moves: Movement[] = [];
    const settled = (draw: number): Movement['status'] => (offset === 0 && draw < 0.3 ? 'pending' : draw > 0.95 ? 'failed' : 'success');
    if (draws[6]! < 0.32) {
      moves.push({
        id: ref('DP', day),
        time: at(draws[7]! * 0.5),
        type: 'deposit',
        amount: depositSize * (1 + Math.floor(draws[8]! * 3)),
        status: settled(draws[9]!),
        remark: pick(() => draws[10]!, CHANNELS),
      });
    }
    if (draws[11]! < 0.1) {
      moves.push({
        id: ref('WD', day),
        time: at(0.5 + draws[12]! * 0.5),
        type: 'withdrawal',
        amount: -cents(depositSize * (0.5 + draws[13]! * 2)),
        status: settled(draws[14]!),
        remark: pick(() => draws[13]!, CHANNELS),
      });
    }
    if (draws[15]! < 0.03) {
      const incoming = draws[15]! < 0.02;
      moves.push({
        id: ref('TF', day),
        time: at(draws[7]!),
        type: 'transfer',
        amount: (incoming ? 1 : -1) * depositSize,
        status: 'success',
        remark: incoming ? `From ${member.parent}` : `To ${member.parent}`,
      });
    }
    days.push({ day, betCount, betAmount, validBet, winLoss, bonus, moves });
  });
  return days;
}

const activityCache = new Map<string, MemberActivity[]>();

/** The seeded activity of an agent's team (cached per day), plus the accounts the agent created (no history yet). */
export function teamActivity(agent: string, today: Date = new Date()): MemberActivity[] {
  const key = `${agent}:${dayjs(today).format('YYYY-MM-DD')}`;
  let seededTeam = activityCache.get(key);
  if (!seededTeam) {
    const end = dayjs(today).startOf('day');
    const window = Array.from({ length: REPORT_DAYS }, (_, index) => end.subtract(REPORT_DAYS - 1 - index, 'day').format('YYYY-MM-DD'));
    seededTeam = teamOf(agent, today).map((member) => ({ member, days: memberDays(agent, member, window) }));
    activityCache.set(key, seededTeam);
  }
  const created = (db.state.downlines[agent] ?? []).map((member) => ({ member, days: [] }));
  return [...seededTeam, ...created];
}

/** A member's money movements: the seeded ones and what the demo recorded in the ledger (a transfer from the agent ...). */
export function movementsOf(activity: MemberActivity, now: Date = new Date()): Movement[] {
  const until = dayjs(now).format(STAMP);
  const recorded = (db.state.ledger[activity.member.account] ?? []).flatMap((entry): Movement[] =>
    entry.type === 'deposit' || entry.type === 'withdrawal' || entry.type === 'transfer'
      ? [
          {
            id: entry.id,
            time: entry.time,
            type: entry.type,
            amount: entry.amount,
            status: entry.status === 'cancelled' ? 'failed' : entry.status,
            remark: entry.remark ?? '',
          },
        ]
      : [],
  );
  // Today's seeded movements appear as the day goes on.
  return [...activity.days.flatMap((day) => day.moves).filter((move) => move.time <= until), ...recorded];
}

export type TeamDay = { day: string; validBet: number; winLoss: number; activeMembers: number };

/** The team's figures per day, oldest first, every day of the window (zeros on a quiet day). */
const teamDayCache = new Map<string, TeamDay[]>();

export function teamDays(agent: string, today: Date = new Date()): TeamDay[] {
  // Accounts created in the demo have no bets yet, so the seeded team decides the figures.
  const key = `${agent}:${dayjs(today).format('YYYY-MM-DD')}`;
  const cached = teamDayCache.get(key);
  if (cached) return cached;
  const byDay = new Map<string, TeamDay>();
  const end = dayjs(today).startOf('day');
  for (let offset = REPORT_DAYS - 1; offset >= 0; offset -= 1) {
    const day = end.subtract(offset, 'day').format('YYYY-MM-DD');
    byDay.set(day, { day, validBet: 0, winLoss: 0, activeMembers: 0 });
  }
  for (const { days } of teamActivity(agent, today)) {
    for (const figures of days) {
      const total = byDay.get(figures.day);
      if (!total) continue;
      total.validBet = cents(total.validBet + figures.validBet);
      total.winLoss = cents(total.winLoss + figures.winLoss);
      total.activeMembers += 1;
    }
  }
  const days = [...byDay.values()];
  teamDayCache.set(key, days);
  return days;
}

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

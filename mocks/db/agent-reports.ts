import dayjs from 'dayjs';
import { seeded } from '../lib/seeded';
import { db } from './store';
import { teamOf, type TeamMember } from './team';

/**
 * The figures behind the agent reports: for every member of an agent's team
 * (mocks/db/team.ts, plus the accounts the agent created in the demo), seeded
 * daily bets, bonuses and money movements over the last 90 days. Every report
 * is a sum of these, so they agree with each other: team betting is the sum of
 * its members, user loss uses the same bets and movements, income and the
 * salary/dividend records are the team's daily valid bet times the agent's
 * contract rates (mocks/db/agent-earnings.ts).
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

export const STAMP = 'YYYY-MM-DD HH:mm:ss';
export const pad = (value: number) => String(value).padStart(2, '0');
export const cents = (amount: number) => Math.round(amount * 100) / 100;
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

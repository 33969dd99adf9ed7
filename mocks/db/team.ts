import dayjs from 'dayjs';
import { seeded } from '../lib/seeded';
import { stamp } from '../lib/stamp';
import type { TeamMember } from './state';
import { db } from './store';

export type { TeamMember } from './state';

/**
 * Each demo agent's team: a believable tree of a few hundred accounts over
 * several levels, the same on every start (seeded by the agent's name, dated
 * back from the pinned "today" of the caller). agent1 is the upline of the
 * agents agent41 and agent42 (mocks/db/agent.ts), who have teams of their
 * own. Accounts an agent creates are kept in `db` (state.downlines) and
 * joined to this tree by `teamOf` callers; see docs/how-to/add-a-report.md.
 */

export const SIZES: Record<string, number> = { agent1: 320, agent2: 140, agent41: 180, agent42: 60 };
export const SYLLABLES = [
  'aung',
  'min',
  'htet',
  'zaw',
  'kyaw',
  'thu',
  'nay',
  'win',
  'soe',
  'myo',
  'lin',
  'hein',
  'phyo',
  'naing',
  'ko',
  'su',
  'mya',
  'ei',
  'yadanar',
  'wai',
];

const cache = new Map<string, TeamMember[]>();

/** dayjs's UTC offset of a moment in ms (rounded to 15 minutes, as dayjs rounds it). */
const offsetOf = (ms: number) => -Math.round(new Date(ms).getTimezoneOffset() / 15) * 15 * 60_000;

/** `dayjs(later).diff(earlier, 'day')`: whole days between two moments, the zones' offsets taken out, toward zero. */
function wholeDays(later: number, earlier: number): number {
  const days = (later - earlier - (offsetOf(earlier) - offsetOf(later))) / 86_400_000;
  return days < 0 ? Math.ceil(days) || 0 : Math.floor(days);
}

/** The seeded tree below an agent (not counting accounts created in the demo), direct downlines first. */
export function teamOf(agent: string, today: Date = new Date()): TeamMember[] {
  // Today's start as a moment, not its date: the same date in another time zone (a test's) is another team.
  const day = dayjs(today).startOf('day').valueOf();
  // A size set at scale (the mock panel's preset) wins over the demo's few hundred.
  const size = db.state.scale?.team?.[agent] ?? SIZES[agent] ?? 0;
  const key = `${agent}:${day}:${size}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const random = seeded(`team:${agent}`);
  const members: TeamMember[] = [];
  const taken = new Set<string>();
  const end = today.getTime();
  // `today` moved back whole days on the calendar (the same clock time), as dayjs's subtract does: 360 of them once,
  // instead of dayjs objects for every member (issue 33: a team of 10,000 is built on the page's main thread).
  const daysBefore = Array.from({ length: 360 }, (_, days) => {
    const moment = new Date(end);
    moment.setDate(moment.getDate() - days);
    return moment.getTime();
  });
  // Sub-agents of agent1 are real personas with their own teams.
  const parents: Array<{ account: string; level: number }> = [{ account: agent, level: 0 }];
  if (agent === 'agent1') {
    for (const sub of ['agent41', 'agent42']) {
      members.push({
        account: sub,
        type: Number(sub.slice(5)),
        level: 1,
        parent: agent,
        registeredAt: '2026-06-01 10:00:00',
        lastLoginAt: stamp(end - 3_600_000),
        status: 'active',
        balance: 0,
      });
    }
  }
  for (let index = 0; members.length < size; index += 1) {
    const parent = parents[Math.floor(random() * Math.min(parents.length, 1 + Math.floor(index / 8)))]!;
    const name = `${SYLLABLES[Math.floor(random() * SYLLABLES.length)]}${SYLLABLES[Math.floor(random() * SYLLABLES.length)]}${String(Math.floor(random() * 900) + 100)}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const isAgent = parent.level < 3 && random() < 0.12;
    const registered = daysBefore[Math.floor(random() * 360)]! - Math.floor(random() * 86_400) * 1000;
    const daysSinceLogin = random() < 0.55 ? Math.floor(random() * 3) : Math.floor(random() * 90);
    const login = daysSinceLogin > wholeDays(end, registered) ? null : daysBefore[daysSinceLogin]! - Math.floor(random() * 40_000) * 1000;
    const member: TeamMember = {
      account: name,
      type: isAgent ? 2 : 0,
      level: parent.level + 1,
      parent: parent.account,
      registeredAt: stamp(registered),
      lastLoginAt: login === null ? null : stamp(login),
      status: random() < 0.04 ? 'frozen' : 'active',
      balance: Math.round(random() * random() * 500_000) / 100,
    };
    members.push(member);
    if (isAgent) parents.push({ account: name, level: member.level });
  }
  cache.set(key, members);
  return members;
}

/** The personas among the seeded trees: their team rows show their real balance, and their own trees hang below them. */
const PERSONA_AGENTS = new Set(Object.keys(SIZES));

/**
 * An agent's whole team as the agent centre sees it: the seeded tree, the
 * teams of the persona agents inside it (agent41 and agent42 below agent1),
 * and every account created in the demo by the agent or anyone below it —
 * levels counted from `agent`. `created` is `db.state.downlines`.
 */
export function teamView(agent: string, created: Readonly<Record<string, readonly TeamMember[]>>, today: Date = new Date()): TeamMember[] {
  // Kept while nothing it is made of changes (issue 33): a team of 10,000 was rebuilt on every call of the page.
  const key = [
    agent,
    dayjs(today).format('YYYY-MM-DD'),
    JSON.stringify(db.state.scale?.team ?? {}),
    ...Object.entries(created).map(([upline, rows]) => `${upline}:${rows.length}:${rows[0]?.account ?? ''}`),
  ].join('|');
  const kept = views.get(key);
  if (kept) return kept;
  const view = buildTeamView(agent, created, today);
  views.set(key, view);
  if (views.size > KEPT_VIEWS) views.delete(views.keys().next().value!);
  return view;
}

const KEPT_VIEWS = 16;
const views = new Map<string, TeamMember[]>();

function buildTeamView(agent: string, created: Readonly<Record<string, readonly TeamMember[]>>, today: Date): TeamMember[] {
  const result: TeamMember[] = [];
  const visited = new Set<string>();
  const visit = (root: string, depth: number) => {
    if (visited.has(root)) return;
    visited.add(root);
    const rows = [...teamOf(root, today), ...(created[root] ?? [])];
    for (const row of rows) if (!visited.has(row.account)) result.push(depth ? { ...row, level: row.level + depth } : row);
    for (const row of rows) if (PERSONA_AGENTS.has(row.account) || created[row.account]?.length) visit(row.account, depth + row.level);
  };
  visit(agent, 0);
  const seen = new Set<string>();
  return result.filter((member) => (seen.has(member.account) ? false : (seen.add(member.account), true)));
}

const childIndexes = new WeakMap<readonly TeamMember[], ReadonlyMap<string, readonly TeamMember[]>>();

/**
 * Each account's direct downlines in `team`, in the team's order: `childrenOf(team).get(account)` is
 * `team.filter((member) => member.parent === account)` without walking the whole team for every row (kept per team).
 */
export function childrenOf(team: readonly TeamMember[]): ReadonlyMap<string, readonly TeamMember[]> {
  const kept = childIndexes.get(team);
  if (kept) return kept;
  const index = new Map<string, TeamMember[]>();
  for (const member of team) {
    const siblings = index.get(member.parent);
    if (siblings) siblings.push(member);
    else index.set(member.parent, [member]);
  }
  childIndexes.set(team, index);
  return index;
}

export type DayActivity = { active: boolean; validBet: number; profitLoss: number; deposits: number; withdrawals: number };

const NONE: DayActivity = { active: false, validBet: 0, profitLoss: 0, deposits: 0, withdrawals: 0 };

/**
 * One account's play and money on one day (seeded by account and day): about
 * half of the recently seen accounts bet on a given day, rarely the others;
 * the team loses a little more than it wins, as a house edge would have it.
 */
export function activityOf(member: TeamMember, day: string): DayActivity {
  if (member.status === 'frozen' || day < member.registeredAt.slice(0, 10)) return NONE;
  const random = seeded(`activity:${member.account}:${day}`);
  const recent = member.lastLoginAt !== null && member.lastLoginAt.slice(0, 10) >= dayjs(day).subtract(20, 'day').format('YYYY-MM-DD');
  const active = random() < (recent ? 0.5 : 0.06);
  const deposits = random() < (active ? 0.22 : 0.02) ? Math.round(100 + random() * random() * 3_000) : 0;
  const withdrawals = random() < (active ? 0.1 : 0.01) ? Math.round(100 + random() * random() * 2_500) : 0;
  if (!active) return { ...NONE, deposits, withdrawals };
  const validBet = Math.round((40 + random() * random() * 4_000) * 100) / 100;
  const profitLoss = Math.round(validBet * (random() - 0.56) * 0.7 * 100) / 100;
  return { active, validBet, profitLoss, deposits, withdrawals };
}

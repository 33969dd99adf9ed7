import dayjs from 'dayjs';
import {
  getCreateDownlineMockHandler,
  getGetAgentInviteMockHandler,
  getGetTeamOverviewMockHandler,
  getListAgentAnnouncementsMockHandler,
  getListContractOffersMockHandler,
  getListDownlinesMockHandler,
  getOfferContractMockHandler,
  getTransferToDownlineMockHandler,
} from '@generated/api/agent/agent.msw';
import {
  ContractOfferPayload,
  CreateDownlinePayload,
  DownlineTransferPayload,
  type Contract,
  type TeamAccount,
  type TeamOverview,
  type TeamPeriodStats,
  type TeamTrendPoint,
} from '@generated/model';
import { isAgentType } from '@/api/member-types';
import { offerProblem } from '@/features/agent/logic/contract-rules';
import { AGENT_ANNOUNCEMENTS, DEMO_PAYMENT_PASSWORD } from '../db/agent';
import { appendLedger } from '../db/ledger';
import type { MockMember } from '../db/personas';
import { db } from '../db/store';
import { activityOf, childrenOf, teamView, type TeamMember } from '../db/team';
import { paginated, pageQuery } from '../lib/paginated';
import { sortBy } from '../lib/records';
import { decrypted } from './decrypted';
import { badRequest, cents, fail, jsonBody, ok, query, requireMember } from './respond';
import { idempotent } from '../lib/idempotency';
import { pinProblem } from '../lib/account-security';
import { stamp } from '../lib/clock';

/**
 * The agent centre's team calls (issue 11): announcements, the team overview,
 * downlines with drill down, account creation, transfers to a downline, and
 * contract offers. Every answer is computed from one view of the team
 * (`teamView`: the seeded trees plus the accounts created in the demo), so a
 * created account or a transfer shows everywhere at once.
 */

function requireAgent(request: Request): MockMember | null {
  const member = requireMember(request);
  return isAgentType(member.type) ? member : null;
}

const notAnAgent = () => fail('Function not enabled', { code: 'FUNCTION_NOT_ENABLED' });
const notInTeam = () => fail('The account is not in your team', { code: 'NOT_IN_TEAM' });

function teamFor(agent: string): TeamMember[] {
  return teamView(agent, db.state.downlines);
}

/** A team row with what changes in the demo: real accounts show their own balance, transfers change seeded ones. */
function toAccount(member: TeamMember, team: readonly TeamMember[]): TeamAccount {
  const real = db.memberByName(member.account);
  return {
    account: member.account,
    type: (real?.type ?? member.type) as TeamAccount['type'],
    level: member.level,
    parent: member.parent,
    balance: real?.balance ?? db.state.teamBalances?.[member.account] ?? member.balance,
    registeredAt: member.registeredAt,
    lastLoginAt: member.lastLoginAt,
    status: member.status,
    downlineCount: childrenOf(team).get(member.account)?.length ?? 0,
  };
}

/** The chain of accounts from the agent's first level down to `account` (the breadcrumb). */
function pathTo(team: readonly TeamMember[], agent: string, account: string): string[] {
  const path: string[] = [];
  let current = team.find((member) => member.account === account);
  while (current) {
    path.unshift(current.account);
    const parent = current.parent;
    current = parent === agent ? undefined : team.find((member) => member.account === parent);
  }
  return path;
}

function periodStats(team: readonly TeamMember[], days: readonly string[]): TeamPeriodStats {
  const stats = { newMembers: 0, activeMembers: 0, deposits: 0, withdrawals: 0, validBet: 0, profitLoss: 0 };
  const first = days[0] ?? '';
  const last = days[days.length - 1] ?? '';
  for (const member of team) {
    const registered = member.registeredAt.slice(0, 10);
    if (registered >= first && registered <= last) stats.newMembers += 1;
    let active = false;
    for (const day of days) {
      const activity = activityOf(member, day);
      active ||= activity.active;
      stats.deposits += activity.deposits;
      stats.withdrawals += activity.withdrawals;
      stats.validBet += activity.validBet;
      stats.profitLoss += activity.profitLoss;
    }
    if (active) stats.activeMembers += 1;
  }
  return {
    ...stats,
    deposits: cents(stats.deposits),
    withdrawals: cents(stats.withdrawals),
    validBet: cents(stats.validBet),
    profitLoss: cents(stats.profitLoss),
  };
}

function daysBetween(from: dayjs.Dayjs, to: dayjs.Dayjs): string[] {
  const days: string[] = [];
  for (let day = from.startOf('day'); !day.isAfter(to, 'day'); day = day.add(1, 'day')) days.push(day.format('YYYY-MM-DD'));
  return days;
}

export function teamOverview(agent: string, now = dayjs()): TeamOverview {
  const team = teamFor(agent);
  // The week starts on Monday.
  const monday = now.subtract((now.day() + 6) % 7, 'day');
  const trend: TeamTrendPoint[] = daysBetween(now.subtract(29, 'day'), now).map((date) => ({ date, ...periodStats(team, [date]) }));
  return {
    teamSize: team.length,
    directMembers: team.filter((member) => member.level === 1).length,
    agents: team.filter((member) => isAgentType(db.memberByName(member.account)?.type ?? member.type)).length,
    today: periodStats(team, [now.format('YYYY-MM-DD')]),
    week: periodStats(team, daysBetween(monday, now)),
    month: periodStats(team, daysBetween(now.startOf('month'), now)),
    trend,
  };
}

async function transfer(request: Request) {
  const agent = requireAgent(request);
  if (!agent) return notAnAgent();
  const { downlineAccount, amount, paymentPassword, remark } = await decrypted(request, DownlineTransferPayload);
  const target = teamFor(agent.username).find((member) => member.account.toLowerCase() === downlineAccount.trim().toLowerCase());
  if (!target) return notInTeam();
  const wrongPin = pinProblem(agent.username, paymentPassword, DEMO_PAYMENT_PASSWORD);
  if (wrongPin) return wrongPin;
  if (amount > agent.balance) return fail('Quota not sufficient', { code: 'QUOTA_NOT_SUFFICIENT' });
  const time = stamp();
  return db.update((state) => {
    const me = state.members.find((member) => member.username === agent.username)!;
    me.balance = cents(me.balance - amount);
    const entry = appendLedger(state, me.username, {
      time,
      type: 'transfer',
      amount: -amount,
      status: 'success',
      balanceAfter: me.balance,
      remark: remark || `To ${target.account}`,
    });
    const real = state.members.find((member) => member.username === target.account);
    let downlineBalance: number;
    if (real) {
      real.balance = cents(real.balance + amount);
      downlineBalance = real.balance;
      appendLedger(state, real.username, {
        time,
        type: 'transfer',
        amount,
        status: 'success',
        balanceAfter: real.balance,
        remark: remark || `From ${me.username}`,
      });
    } else {
      const balances = (state.teamBalances ??= {});
      downlineBalance = cents((balances[target.account] ?? target.balance) + amount);
      balances[target.account] = downlineBalance;
    }
    return ok({ reference: entry.id, amount, balance: me.balance, downlineAccount: target.account, downlineBalance });
  });
}

async function createDownline(request: Request) {
  const agent = requireAgent(request);
  if (!agent) return notAnAgent();
  const payload = await decrypted(request, CreateDownlinePayload);
  const username = payload.username.trim();
  if (payload.password !== payload.confirmPassword) return fail('The two passwords are inconsistent', { code: 'PASSWORDS_INCONSISTENT' });
  if (!/^[A-Za-z][A-Za-z0-9]{5,15}$/.test(username)) return fail('Invalid account name', { code: 'INVALID_REQUEST', fields: ['username'] });
  const taken = db.memberByName(username) || teamFor(agent.username).some((member) => member.account.toLowerCase() === username.toLowerCase());
  if (taken) return fail('Account already in use', { code: 'ACCOUNT_IN_USE' });
  const type = payload.accountType === 'agent' ? 2 : 0;
  const row: TeamMember = { account: username, type, level: 1, parent: agent.username, registeredAt: stamp(), lastLoginAt: null, status: 'active', balance: 0 };
  db.update((state) => {
    (state.downlines[agent.username] ??= []).unshift(row);
    state.members.push({
      id: state.nextMemberId++,
      username,
      password: payload.password,
      nickname: username,
      type,
      mobileNum: payload.mobileNum ?? '',
      ...(payload.countryDialingCode ? { countryDialingCode: payload.countryDialingCode } : {}),
      email: payload.email ?? '',
      currencySymbol: agent.currencySymbol,
      balance: 0,
      wallets: { PG: 0, JDB: 0, EG2: 0 },
      firstTimeLogin: true,
      passwordExpired: false,
      unreadMessages: 0,
    });
  });
  return ok(toAccount(row, teamFor(agent.username)));
}

async function offer(request: Request) {
  const agent = requireAgent(request);
  if (!agent) return notAnAgent();
  const parsed = ContractOfferPayload.safeParse(await jsonBody(request));
  if (!parsed.success) throw badRequest('Invalid contract');
  const body = parsed.data;
  const target = teamFor(agent.username).find((member) => member.account === body.downlineAccount && member.parent === agent.username);
  if (!target) return notInTeam();
  const problem = offerProblem(body, agent.username, db.state.contracts);
  if (problem?.code === 'noCurrentContract') return fail('No data', { code: 'NO_DATA' });
  if (problem?.code === 'aboveOwnRate') return fail('The rate is above your own contract', { code: 'INVALID_REQUEST', fields: ['tiers'] });
  const contract: Contract = {
    contractId: `CT-${dayjs().format('YYYYMMDD')}-${String(db.state.contracts.length + 1).padStart(4, '0')}`,
    contractType: body.contractType,
    status: 'offered',
    requestType: body.requestType,
    ...(body.period && body.contractType !== 'realtimeSalary' ? { period: body.period } : {}),
    uplineAccount: agent.username,
    downlineAccount: target.account,
    tiers: body.tiers,
    createdTime: stamp(),
  };
  db.update((state) => state.contracts.unshift(contract));
  return ok(contract);
}

export const agentTeamHandlers = [
  getListAgentAnnouncementsMockHandler(({ request }) => {
    if (!requireAgent(request)) return notAnAgent();
    const sorted = [...AGENT_ANNOUNCEMENTS].sort((a, b) => Number(b.pinned) - Number(a.pinned) || b.time.localeCompare(a.time));
    const page = paginated(sorted, pageQuery(request), 10);
    return ok({ list: page.items, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize });
  }),

  getGetTeamOverviewMockHandler(({ request }) => {
    const agent = requireAgent(request);
    return agent ? ok(teamOverview(agent.username)) : notAnAgent();
  }),

  getListDownlinesMockHandler(({ request }) => {
    const agent = requireAgent(request);
    if (!agent) return notAnAgent();
    const params = query(request);
    const team = teamFor(agent.username);
    const parent = params.get('parent')?.trim() || agent.username;
    if (parent !== agent.username && !team.some((member) => member.account === parent)) return notInTeam();
    const keyword = params.get('keyword')?.trim().toLowerCase();
    // Indexed by upline (childrenOf): a team of 10,000 was walked once per row.
    const children = (account: string) => childrenOf(team).get(account) ?? [];
    const below = (account: string): TeamMember[] => children(account).flatMap((member) => [member, ...below(member.account)]);
    const rows = (keyword ? below(parent).filter((member) => member.account.toLowerCase().includes(keyword)) : children(parent)).map((member) =>
      toAccount(member, team),
    );
    const page = paginated(sortBy(rows, params.get('sort') ?? 'registeredAt.desc'), pageQuery(request));
    return ok({
      list: page.items,
      total: page.total,
      pageNo: page.pageNo,
      pageSize: page.pageSize,
      path: parent === agent.username ? [] : pathTo(team, agent.username, parent),
    });
  }),

  getCreateDownlineMockHandler(({ request }) => createDownline(request)),
  getTransferToDownlineMockHandler(idempotent(({ request }) => transfer(request))),

  getGetAgentInviteMockHandler(({ request }) => {
    const agent = requireAgent(request);
    return agent ? ok({ affiliateCode: agent.username.toUpperCase() }) : notAnAgent();
  }),

  getListContractOffersMockHandler(({ request }) => {
    const agent = requireAgent(request);
    if (!agent) return notAnAgent();
    const account = query(request).get('account') ?? '';
    if (account !== agent.username && !teamFor(agent.username).some((member) => member.account === account)) return notInTeam();
    return ok(db.state.contracts.filter((contract) => contract.uplineAccount === account || contract.downlineAccount === account));
  }),

  getOfferContractMockHandler(({ request }) => offer(request)),
];

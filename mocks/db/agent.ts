import type { AgentAnnouncement, ConsolidatedFunds, Contract } from '@generated/model';

/**
 * Contracts between the demo agents (SPEC 4: an upline offers, the downline
 * accepts, rejects or terminates). agent1 is the upline of agent41 and agent42.
 * Each contract is in one state only; every type appears once.
 */
export const SEED_CONTRACTS: readonly Contract[] = [
  {
    contractId: 'CT-2026-0101',
    contractType: 'dividend',
    status: 'accepted',
    requestType: 'new',
    period: 'H',
    uplineAccount: 'agent1',
    downlineAccount: 'agent41',
    tiers: [
      { activeMemberCount: 5, rate: 0.2, periodValidBet: 50000, periodProfitAndLoss: -10000 },
      { activeMemberCount: 20, rate: 0.3, periodValidBet: 200000, periodProfitAndLoss: -40000 },
    ],
    createdTime: '2026-10-01 10:00:00',
  },
  {
    contractId: 'CT-2026-0102',
    contractType: 'dailySalary',
    status: 'offered',
    requestType: 'new',
    period: 'D',
    uplineAccount: 'agent1',
    downlineAccount: 'agent41',
    tiers: [{ activeMemberCount: 3, rate: 0.005, dailyBetAmount: 10000 }],
    createdTime: '2026-11-18 09:30:00',
  },
  {
    contractId: 'CT-2026-0103',
    contractType: 'hourSalary',
    status: 'accepted',
    requestType: 'new',
    period: 'D',
    uplineAccount: 'agent1',
    downlineAccount: 'agent42',
    tiers: [{ activeMemberCount: 2, rate: 0.003, betAmountPerHour: 2000 }],
    createdTime: '2026-11-02 14:00:00',
  },
  {
    contractId: 'CT-2026-0104',
    contractType: 'realtimeSalary',
    status: 'offered',
    requestType: 'new',
    uplineAccount: 'agent1',
    downlineAccount: 'agent42',
    tiers: [{ activeMemberCount: 1, rate: 0.002 }],
    createdTime: '2026-11-20 16:45:00',
  },
  // demo (a plain member) is a downline of agent1: a daily salary it holds, and a weekly dividend offer waiting
  // for an answer (the contract modal opens with it after login).
  {
    contractId: 'CT-2026-0105',
    contractType: 'dailySalary',
    status: 'accepted',
    requestType: 'new',
    period: 'D',
    uplineAccount: 'agent1',
    downlineAccount: 'demo',
    tiers: [
      { activeMemberCount: 3, rate: 0.5, dailyBetAmount: 10000 },
      { activeMemberCount: 8, rate: 0.8, dailyBetAmount: 50000 },
    ],
    createdTime: '2026-10-15 11:20:00',
  },
  {
    contractId: 'CT-2026-0201',
    contractType: 'dividend',
    status: 'offered',
    requestType: 'new',
    period: 'W',
    uplineAccount: 'agent1',
    downlineAccount: 'demo',
    tiers: [
      { activeMemberCount: 5, rate: 20, periodValidBet: 50000, periodProfitAndLoss: -10000 },
      { activeMemberCount: 10, rate: 25, periodValidBet: 150000, periodProfitAndLoss: -30000 },
      { activeMemberCount: 20, rate: 30, periodValidBet: 400000, periodProfitAndLoss: -80000 },
    ],
    createdTime: '2026-11-20 18:05:00',
  },
];

/**
 * The consolidated contract flags of each agent persona (SPEC 3; they gate
 * the dividend and salary pages, SPEC 6). agent1, the top agent, has them all;
 * agent2 none; agent41 (dividend and daily salary from agent1) and agent42
 * (hourly and real-time salary) one pair each — so every gated page shows for
 * one agent and is hidden for another (README, demo accounts).
 */
export const CONTRACT_FLAGS: Readonly<Record<string, ConsolidatedFunds>> = {
  agent1: {
    divtypereq: 'enableCt',
    dailysalreqtype: 'salary',
    contracthoursalreq: 'hourSalary',
    realtimesalreqtype: 'agentRealtimeSalary',
    enableSalary: true,
    enableContract: true,
  },
  agent2: { divtypereq: 'none', dailysalreqtype: 'none', contracthoursalreq: 'none', realtimesalreqtype: 'none', enableSalary: false, enableContract: false },
  agent41: {
    divtypereq: 'enableCt',
    dailysalreqtype: 'salary',
    contracthoursalreq: 'none',
    realtimesalreqtype: 'none',
    enableSalary: true,
    enableContract: true,
  },
  agent42: {
    divtypereq: 'none',
    dailysalreqtype: 'none',
    contracthoursalreq: 'hourSalary',
    realtimesalreqtype: 'agentRealtimeSalary',
    enableSalary: true,
    enableContract: false,
  },
};

/** Players and agents created in the demo have no contract types. */
export const NO_CONTRACT_FLAGS: ConsolidatedFunds = {
  divtypereq: null,
  dailysalreqtype: null,
  contracthoursalreq: null,
  realtimesalreqtype: null,
  enableSalary: false,
  enableContract: false,
};

/** Every demo account's payment password (README): transfers to a downline ask for it. */
export const DEMO_PAYMENT_PASSWORD = '123456';

/** Announcements for agents (agentAnnouncement), newest first after the pinned ones. */
export const AGENT_ANNOUNCEMENTS: readonly AgentAnnouncement[] = [
  {
    id: 9008,
    title: 'November commission schedule',
    content:
      '<p>Commissions and dividends for November are settled on <strong>1 December</strong> and paid by <strong>3 December</strong>.</p><p>Check your income report before then: disputes are accepted until 2 December, 18:00.</p>',
    time: '2026-11-20 10:00:00',
    category: 'commission',
    pinned: true,
  },
  {
    id: 9007,
    title: 'Real-time salary contracts are live',
    content:
      '<p>You can now offer your downline agents a <strong>real-time salary</strong>, settled every 5 minutes on their valid bets.</p><ul><li>Open <em>Downline management</em>.</li><li>Choose <em>Offer contract</em> on an agent.</li><li>Set the tiers and send.</li></ul>',
    time: '2026-11-18 15:30:00',
    category: 'policy',
    pinned: false,
  },
  {
    id: 9006,
    title: 'Year-end team challenge',
    content: '<p>Teams that grow by 30 active members in December share a pool of <strong>RM 50,000</strong>. Sign-ups close on 30 November.</p>',
    time: '2026-11-15 09:00:00',
    category: 'promotion',
    pinned: false,
  },
  {
    id: 9005,
    title: 'Planned maintenance on 24 November',
    content: '<p>The agent centre is unavailable on <strong>24 November, 02:00 to 04:00 (GMT+8)</strong>. Reports catch up afterwards; no data is lost.</p>',
    time: '2026-11-12 18:00:00',
    category: 'system',
    pinned: false,
  },
  {
    id: 9004,
    title: 'Higher-rate rule for contracts',
    content:
      '<p>When one of your downlines agrees to a new contract, any contract of the same kind that they gave their own downlines at a <strong>higher rate</strong> ends automatically.</p>',
    time: '2026-11-05 11:00:00',
    category: 'policy',
    pinned: false,
  },
  {
    id: 9003,
    title: 'Transfers to downlines now need the payment password',
    content: '<p>For your safety every transfer to a downline is confirmed with your payment password. Keep it different from your login password.</p>',
    time: '2026-10-28 08:30:00',
    category: 'system',
    pinned: false,
  },
  {
    id: 9002,
    title: 'October top recruiters',
    content: '<p>Thank you to the 20 agents who brought in the most active members in October. Their bonus is in this week\u2019s income report.</p>',
    time: '2026-10-10 12:00:00',
    category: 'promotion',
    pinned: false,
  },
  {
    id: 9001,
    title: 'Welcome to the new agent centre',
    content: '<p>Team overview, downline management and the reports now live in one place, on a laptop or your phone.</p>',
    time: '2026-09-30 09:00:00',
    category: 'system',
    pinned: false,
  },
];

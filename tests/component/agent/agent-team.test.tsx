import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// Forms typed key by key on two busy cores: each journey gets more than the default 5 s.
import { db } from '@mocks/db/store';
import { teamOverview } from '@mocks/handlers/agent-team';
import { formatMoney } from '@/lib/format';
import { callsTo, recordCalls } from '../../support/accounts';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

/** The text of one column of the table's body (read from the DOM: role queries over a full table are slow in jsdom). */
const column = (table: HTMLElement, index: number) =>
  [...table.querySelectorAll('tbody tr')].map((row) => row.querySelectorAll('td')[index]?.textContent ?? '');

const menu = () => screen.findByRole('navigation', { name: 'Agent centre' });

describe('the agent centre shell', { timeout: 20_000 }, () => {
  it.each([
    { agent: 'agent1', shown: ['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary'], hidden: [] },
    { agent: 'agent2', shown: [], hidden: ['Dividend', 'Daily salary', 'Hourly salary', 'Real-time salary'] },
    { agent: 'agent41', shown: ['Dividend', 'Daily salary'], hidden: ['Hourly salary', 'Real-time salary'] },
    { agent: 'agent42', shown: ['Hourly salary', 'Real-time salary'], hidden: ['Dividend', 'Daily salary'] },
  ])('gives $agent the gated pages of its contract types', async ({ agent, shown, hidden }) => {
    signInAs(agent);
    await renderApp('/agentHome/customer-service');
    const nav = within(await menu());
    await waitFor(() => expect(nav.getAllByRole('link').length).toBeGreaterThan(9));
    for (const name of shown) expect(await nav.findByRole('link', { name })).toBeInTheDocument();
    for (const name of hidden) expect(nav.queryByRole('link', { name })).toBeNull();
    for (const name of ['Deposit', 'Withdraw', 'Platform messages', 'Customer service']) expect(nav.getByRole('link', { name })).toBeInTheDocument();
  });

  it('shows the agent balance in the header', async () => {
    signInAs('agent41');
    await renderApp('/agentHome/team-overview');
    expect(await screen.findByLabelText('Balance')).toHaveTextContent('RM 9,100.00');
  });

  // Deposit and withdraw stay in the agent centre (issue 27): tests/component/agent/agent-phone.test.tsx.
  it.each(['messages'])('leads the %s entry to the member page', async (slug) => {
    signInAs('agent1');
    const { router } = await renderApp(`/agentHome/${slug}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/member/${slug}`));
  });

  it('opens the live chat from customer service', async () => {
    signInAs('agent1');
    await renderApp('/agentHome/customer-service');
    const chat = await screen.findByRole('link', { name: 'Open live chat' });
    expect(chat).toHaveAttribute('href', 'https://livechat.example.com/chat');
    expect(chat).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: /Telegram/ })).toHaveAttribute('href', 'https://t.me/royallobby_support');
  });
});

describe('agentTeamOverview', { timeout: 20_000 }, () => {
  it('shows the team figures of the chosen period', async () => {
    signInAs('agent1');
    const expected = teamOverview('agent1');
    const { user, router } = await renderApp('/agentHome/team-overview');
    expect(await screen.findByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
    const size = await screen.findByText('Team size');
    expect(size.parentElement).toHaveTextContent(String(expected.teamSize));
    expect(screen.getByTestId('kpi-activeMembers')).toHaveTextContent(String(expected.today.activeMembers));
    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(screen.getByTestId('kpi-validBet')).toHaveTextContent(formatMoney(expected.month.validBet)));
    expect(router.state.location.search).toMatchObject({ period: 'month' });
    const table = screen.getByRole('table', { name: 'Team figures by period' });
    expect(within(table).getByRole('row', { name: /Deposits/ })).toHaveTextContent(formatMoney(expected.month.deposits));
  });

  it('keeps the page up when the overview fails, with a retry', async () => {
    signInAs('agent1');
    const { setScenario } = await import('@mocks/scenario');
    setScenario('server-error');
    await renderApp('/agentHome/team-overview');
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Team overview' })).toBeInTheDocument();
  });
});

describe('agentAnnouncement', { timeout: 20_000 }, () => {
  it('lists the announcements pinned first and opens one', async () => {
    signInAs('agent2');
    const { user, router } = await renderApp('/agentHome/announcements');
    const list = await screen.findByRole('list', { name: 'Announcement list' });
    const items = within(list).getAllByRole('link');
    expect(items[0]).toHaveTextContent('November commission schedule');
    expect(screen.getByRole('heading', { level: 2, name: 'November commission schedule' })).toBeInTheDocument();
    await user.click(within(list).getByRole('link', { name: /Planned maintenance on 24 November/ }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Planned maintenance on 24 November' })).toBeInTheDocument();
    expect(router.state.location.search).toMatchObject({ id: 9005 });
  });

  it('is for agents only: a member is sent to /agent', async () => {
    signInAs('demo');
    const { router } = await renderApp('/agentHome/announcements');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
  });
});

describe('registerCenter', { timeout: 20_000 }, () => {
  it('explains a malformed account name and sends nothing', async () => {
    signInAs('agent1');
    const calls = recordCalls();
    const { user } = await renderApp('/agentHome/register-center');
    await user.type(await screen.findByLabelText('Username'), '9lives!');
    await user.type(screen.getByLabelText('Mobile number'), '0165551234');
    await user.type(screen.getByLabelText('Password'), 'Lucky2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Lucky2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Use 6 to 16 letters and digits, starting with a letter.'));
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(calls, '/wps/agent/team/downlines', 'POST')).toHaveLength(0);
  });

  it('refuses a name in use with a translated message and keeps the form', async () => {
    signInAs('agent1');
    const { user } = await renderApp('/agentHome/register-center');
    await user.type(await screen.findByLabelText('Username'), 'agent42');
    await user.type(screen.getByLabelText('Mobile number'), '0165551234');
    await user.type(screen.getByLabelText('Password'), 'Lucky2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Lucky2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account name is already in use. Choose another one.');
    expect(screen.getByLabelText('Username')).toHaveValue('agent42');
  });

  it('creates a downline that is in the team table at once, and shows the invite link with its QR code', async () => {
    signInAs('agent41');
    const { user, router } = await renderApp('/agentHome/register-center');
    const invite = await screen.findByRole('img', { name: 'Invite link QR code' });
    expect(invite.closest('[data-value]')).toHaveAttribute('data-value', 'http://localhost:3000/register?referralCode=AGENT41');
    expect(screen.getByLabelText('Invite link')).toHaveValue('http://localhost:3000/register?referralCode=AGENT41');
    await user.selectOptions(await screen.findByLabelText('Account type'), 'agent');
    await user.type(screen.getByLabelText('Username'), 'zawmin2026');
    // The merchant's first dialing code is chosen; the one the agent picks is the one sent (it was always +60).
    await waitFor(() => expect(screen.getByLabelText('Country code')).toHaveValue('+60'));
    await user.selectOptions(screen.getByLabelText('Country code'), '+95');
    await user.type(screen.getByLabelText('Mobile number'), '0165551234');
    await user.type(screen.getByLabelText('Password'), 'Lucky2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Lucky2026');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Account zawmin2026 created.');
    expect(db.memberByName('zawmin2026')).toMatchObject({ type: 2, password: 'Lucky2026', mobileNum: '0165551234', countryDialingCode: '+95' });
    expect(screen.getByLabelText('Username')).toHaveValue('');
    await user.click(screen.getByRole('link', { name: 'See it in your team' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/downlines'));
    const table = await screen.findByRole('table', { name: 'Team accounts' });
    expect(await within(table).findByRole('row', { name: /zawmin2026/ })).toHaveTextContent('Agent');
  });
});

describe('downlineManagmentView', { timeout: 20_000 }, () => {
  it('drills down into a downline agent, the breadcrumb in the URL, and back', async () => {
    signInAs('agent1');
    const { user, router } = await renderApp('/agentHome/downlines');
    const table = await screen.findByRole('table', { name: 'Team accounts' });
    await user.click(await within(table).findByRole('button', { name: 'Open the team of agent41' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ path: 'agent41' }));
    const crumbs = screen.getByRole('navigation', { name: 'Team levels' });
    // The breadcrumb follows the address once the route has loaded it (its data may come a task later).
    expect(await within(crumbs).findByRole('link', { name: 'agent41' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(new Set(column(table, 2))).toEqual(new Set(['2'])));
    await user.click(within(crumbs).getByRole('link', { name: 'My team' }));
    await waitFor(() => expect(router.state.location.search).not.toHaveProperty('path'));
  });

  it('searches every level and sorts on the server', async () => {
    signInAs('agent1');
    const { user, router } = await renderApp('/agentHome/downlines');
    await user.type(await screen.findByRole('searchbox', { name: 'Search accounts' }), 'aung');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ q: 'aung' }));
    const table = screen.getByRole('table', { name: 'Team accounts' });
    await waitFor(() => {
      const names = column(table, 0);
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toContain('aung');
    });
    await user.click(within(table).getByRole('button', { name: 'Balance' }));
    await waitFor(() => expect(router.state.location.search.sort).toMatch(/^balance\.(asc|desc)$/));
    const descending = router.state.location.search.sort === 'balance.desc';
    await waitFor(() => {
      const balances = column(table, 4).map((text) => Number(text.replace(/[^\d.]/g, '')));
      expect(balances).toEqual([...balances].sort((a, b) => (descending ? b - a : a - b)));
      expect(new Set(balances).size).toBeGreaterThan(1);
    });
  });

  it('refuses a transfer above the balance and sends nothing', async () => {
    signInAs('agent42');
    const calls = recordCalls();
    const { user } = await renderApp('/agentHome/downlines');
    const table = await screen.findByRole('table', { name: 'Team accounts' });
    const first = (await within(table).findAllByRole('button', { name: /^Transfer to / }))[0]!;
    await user.click(first);
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to a downline' });
    await user.type(await within(dialog).findByLabelText('Amount'), '4200.01');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByText('The amount is more than your balance')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/agent/team/transfer')).toHaveLength(0);
  });

  it('refuses a transfer to someone outside the team and sends no transfer', async () => {
    signInAs('agent42');
    const calls = recordCalls();
    const { user } = await renderApp('/agentHome/downlines');
    await user.click(await screen.findByRole('button', { name: 'Transfer to a downline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to a downline' });
    await user.type(await within(dialog).findByLabelText('Downline account'), 'demo');
    await user.type(within(dialog).getByLabelText('Amount'), '10');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This account is not in your team. Check the name and try again.');
    expect(callsTo(calls, '/wps/agent/team/transfer')).toHaveLength(0);
    expect(within(dialog).getByLabelText('Amount')).toHaveValue('10');
  });

  it('says when the payment password is wrong', async () => {
    signInAs('agent1');
    const { user } = await renderApp('/agentHome/downlines');
    await user.click(await screen.findByRole('button', { name: 'Transfer to agent41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to a downline' });
    await user.type(await within(dialog).findByLabelText('Amount'), '100');
    await user.type(within(dialog).getByLabelText('Payment password'), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The payment password is wrong.');
    expect(db.memberByName('agent41')?.balance).toBe(9100);
  });

  it('transfers to a downline: both balances change, on screen and in the records', async () => {
    signInAs('agent1');
    const { user } = await renderApp('/agentHome/downlines');
    await user.click(await screen.findByRole('button', { name: 'Transfer to agent41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transfer to a downline' });
    expect(await within(dialog).findByLabelText('Downline account')).toHaveValue('agent41');
    await user.type(await within(dialog).findByLabelText('Amount'), '250.50');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.memberByName('agent1')?.balance).toBe(55749.5);
    expect(db.memberByName('agent41')?.balance).toBe(9350.5);
    expect(db.state.ledger.agent1?.[0]).toMatchObject({ type: 'transfer', amount: -250.5 });
    expect(db.state.ledger.agent41?.[0]).toMatchObject({ type: 'transfer', amount: 250.5 });
    await waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('RM 55,749.50'));
    const table = screen.getByRole('table', { name: 'Team accounts' });
    await waitFor(() => expect(within(table).getByRole('row', { name: /agent41/ })).toHaveTextContent('9,350.50'));
  });

  it('offers a contract, refusing a rate above the agent’s own', async () => {
    // agent41 holds a dividend contract from agent1 (top rate 0.3): it cannot offer more.
    signInAs('agent41');
    const calls = recordCalls();
    const { user } = await renderApp('/agentHome/downlines');
    const table = await screen.findByRole('table', { name: 'Team accounts' });
    await user.click((await within(table).findAllByRole('button', { name: /^Offer a contract to / }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: /^Contract for / });
    await user.type(await within(dialog).findByLabelText('Period valid bet'), '50000');
    await user.type(within(dialog).getByLabelText('Active members'), '5');
    await user.type(within(dialog).getByLabelText('Rate (%)'), '0.5');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    expect(await within(dialog).findByText('No tier can pay more than your own rate of 0.3%.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/agent/contract/offers', 'POST')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Rate (%)'));
    await user.type(within(dialog).getByLabelText('Rate (%)'), '0.25');
    await user.selectOptions(within(dialog).getByLabelText('Wage period'), 'M');
    await user.click(within(dialog).getByRole('button', { name: 'Send offer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(db.state.contracts[0]).toMatchObject({
      uplineAccount: 'agent41',
      contractType: 'dividend',
      period: 'M',
      status: 'offered',
      tiers: [{ rate: 0.25, periodValidBet: 50000, activeMemberCount: 5 }],
    });
  });
});

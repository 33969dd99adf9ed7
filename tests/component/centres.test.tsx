import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db/store';
import { session } from '@/api/session';
import { signInAs } from '../support/games';
import { renderApp } from '../support/render';

describe('the member centre layout (SPEC 2)', () => {
  it('opens on the security centre, with the menu in the spec order and the current page marked', async () => {
    signInAs('demo');
    const { router } = await renderApp('/member');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/security-center'));
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('data-key')).slice(0, 9)).toEqual([
      'securityCenter',
      'transferFund',
      'depositv2',
      'withdraw',
      'transferUpline',
      'personalHistoryCopy',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
    ]);
    expect(within(menu).getByRole('link', { name: 'Security centre' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['withdraw', '/member/withdraw'],
    ['personalHistoryCopy', '/member/betting-record'],
    ['transferFund', '/member/wallet'],
    ['noSuchPage', '/member/security-center'],
  ])('keeps /member?page=%s as an alias of %s', async (key, path) => {
    signInAs('demo');
    const { router } = await renderApp(`/member?page=${key}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
  });

  it('shows the unread count on messages', async () => {
    signInAs('demo');
    await renderApp('/member/wallet');
    const menu = await screen.findByRole('navigation', { name: 'Member centre' });
    expect(await within(menu).findByTestId('count-messageV2')).toHaveTextContent('3');
  });
});

describe('the betting record (the reference report page)', () => {
  it('lists the last 7 days of bets with totals, pages and sorts through the URL', async () => {
    signInAs('demo');
    const { user, router } = await renderApp('/member/betting-record?pageSize=10');
    const table = await screen.findByRole('table', { name: 'Betting record' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(3));
    expect(screen.getByRole('button', { name: 'Last 7 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText(/Page 1 of \d+ · \d+ records/)).toBeInTheDocument();
    expect(within(table).getByText('Total')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ pageNo: 2 }));
    expect(await screen.findByText(/Page 2 of/)).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: /Bet$/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ sort: 'betAmount.desc', pageNo: 1 }));
  });

  it('filters by a day and by game type, and says so when nothing matches', async () => {
    signInAs('demo');
    const { user, router } = await renderApp('/member/betting-record?from=2020-01-01&to=2020-01-02');
    expect(await screen.findByText('No data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Today' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ from: expect.any(String) }));
    await user.selectOptions(screen.getByLabelText('Game type'), 'Live casino');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ gameType: 'LIVE' }));
  });

  it('opens one bet in full', async () => {
    signInAs('demo');
    const { user } = await renderApp('/member/betting-record?pageSize=10');
    const table = await screen.findByRole('table', { name: 'Betting record' });
    const [first] = await within(table).findAllByRole('button', { name: /-\d+/ });
    await user.click(first!);
    const dialog = await screen.findByRole('dialog', { name: /^Bet / });
    expect(within(dialog).getByText('Win/loss')).toBeInTheDocument();
  });

  it('shows a failed call in the table with a retry, and keeps the filters', async () => {
    signInAs('demo');
    server.use(http.get('*/wps/member/records/bets', () => HttpResponse.json({ success: false, message: 'boom', value: null }, { status: 500 })));
    const { user } = await renderApp('/member/betting-record?gameType=RNG');
    const alert = await screen.findByRole('alert');
    server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Page 1 of/)).toBeInTheDocument();
    expect(screen.getByLabelText('Game type')).toHaveValue('RNG');
  });
});

describe('a session that ends mid-visit', () => {
  it('opens the login dialog on the next 401 and returns the member to the page afterwards', async () => {
    signInAs('demo');
    const { router } = await renderApp('/member/wallet');
    await screen.findByTestId('wallet-MAIN');
    db.update((state) => {
      state.sessions = {};
    });
    await router.invalidate();
    void router.options.context.queryClient.invalidateQueries();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(session.get()).toBeNull();
    expect(router.state.location.search).toMatchObject({ redirect: '/member/wallet' });
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('the agent centre layout', () => {
  it('opens on the team overview with the agent header and no player menu', async () => {
    signInAs('agent1');
    const { router } = await renderApp('/agentHome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/team-overview'));
    expect(await screen.findByRole('navigation', { name: 'Agent centre' })).toBeInTheDocument();
    expect(screen.getByTestId('agent-clock')).toBeInTheDocument();
    expect(screen.getByText(/^GMT[+-]/)).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Side menu' })).toBeNull();
  });

  it('keeps /agentHome?page=KEY as an alias', async () => {
    signInAs('agent1');
    const { router } = await renderApp('/agentHome?page=agentRevenueReport');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/income'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db/store';
import { session } from '@/api/session';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

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

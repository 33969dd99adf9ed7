import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameMenu, Vendor, WhitelabelFlag } from '@generated/model';
import { session } from '@/api/session';
import { PERMISSION } from '@mocks/db/site-config';
import { okResponse as ok } from '@mocks/handlers/respond';
import { server } from '@mocks/node';
import { renderApp } from '../../support/render';
import { signInAs, signInAsTrial } from '../../support/games';

/** The header is checked on /promotions: the lobby's announcement popup opens only on the home page. */
const PAGE = '/promotions';

const vendors = (gameType: Vendor['gameType'], count: number): Vendor[] =>
  Array.from({ length: count }, (_, i) => ({ vassalage: `${gameType}${i + 1}`, gameType, displayName: `${gameType} vendor ${i + 1}` }));

function serveMenus(menus: GameMenu[]) {
  server.use(http.get('*/lgw/games/game_menus', () => ok(menus)));
}

function serveFlags(flags: WhitelabelFlag[]) {
  server.use(http.get('*/wps/system/permission', () => ok({ ...PERMISSION, whitelabel: flags })));
}

/** Counts calls to one path while the test runs. */
function countCalls(path: string) {
  const counter = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === path) counter.count += 1;
  });
  return counter;
}

afterEach(() => server.events.removeAllListeners());

const nav = () => screen.getByRole('navigation', { name: 'Game categories' });
const header = () => screen.findByRole('banner');

describe('the header for a guest', () => {
  it('offers log in and register, and no member bar', async () => {
    await renderApp(PAGE);
    const banner = await header();
    expect(await within(banner).findByRole('link', { name: 'Log in' })).toHaveAttribute('href', expect.stringContaining('/login'));
    expect(within(banner).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
    expect(within(banner).queryByLabelText('Balance')).not.toBeInTheDocument();
  });

  it('lists home first, promotions last, only categories with vendors, each item opening its page or its single vendor', async () => {
    serveMenus([
      { gameType: 'LIVE', sequence: 1, vendors: vendors('LIVE', 2) },
      { gameType: 'RNG', sequence: 2, vendors: vendors('RNG', 1) },
      { gameType: 'FISH', sequence: 3, vendors: [] },
      { gameType: 'SPORTS', sequence: 4, vendors: vendors('SPORTS', 1) },
      { gameType: 'COCKFIGHT', sequence: 5, vendors: vendors('COCKFIGHT', 11) },
    ]);
    await renderApp(PAGE);
    await header();
    await within(nav()).findByRole('button', { name: 'Sports' });
    const items = within(nav())
      .getAllByRole('listitem')
      .map((item) => item.querySelector('[data-category]')?.textContent);
    expect(items).toEqual(['Home', 'Live casino', 'Slots', 'Sports', 'Cockfight', 'Promotions']);
    // Several vendors, or slots whatever the count: the page. One sports vendor: launched directly.
    expect(within(nav()).getByRole('link', { name: 'Live casino' })).toHaveAttribute('href', '/live');
    expect(within(nav()).getByRole('link', { name: 'Slots' })).toHaveAttribute('href', '/rng');
    expect(within(nav()).queryByRole('link', { name: 'Sports' })).not.toBeInTheDocument();
    expect(within(nav()).getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the vendors on hover, in the large layout above 10', async () => {
    serveMenus([
      { gameType: 'LIVE', sequence: 1, vendors: vendors('LIVE', 3) },
      { gameType: 'COCKFIGHT', sequence: 2, vendors: vendors('COCKFIGHT', 11) },
    ]);
    const { user } = await renderApp(PAGE);
    await header();
    await user.hover(await within(nav()).findByRole('link', { name: 'Live casino' }));
    const live = await screen.findByRole('group', { name: 'Live casino providers' });
    expect(live).toHaveAttribute('data-layout', 'list');
    expect(within(live).getAllByRole('button')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Live casino providers' })).toHaveAttribute('aria-expanded', 'true');

    await user.hover(within(nav()).getByRole('link', { name: 'Cockfight' }));
    const cockfight = await screen.findByRole('group', { name: 'Cockfight providers' });
    expect(cockfight).toHaveAttribute('data-layout', 'large');
    expect(within(cockfight).getAllByRole('button')).toHaveLength(11);
  });

  it('opens the vendors from the keyboard and closes them with Escape', async () => {
    serveMenus([{ gameType: 'LIVE', sequence: 1, vendors: vendors('LIVE', 2) }]);
    const { user } = await renderApp(PAGE);
    const toggle = await screen.findByRole('button', { name: 'Live casino providers' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(await screen.findByRole('group', { name: 'Live casino providers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'LIVE vendor 1' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Live casino providers' })).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the member bar', () => {
  it('shows the balance with the currency and two decimals, hides it as stars and refreshes it', async () => {
    signInAs('demo');
    const balanceCalls = countCalls('/wps/v2/wallets/balance');
    const { user } = await renderApp(PAGE);
    const balance = await screen.findByLabelText('Balance');
    await waitFor(() => expect(balance).toHaveTextContent('RM 12,345.67'));

    const hide = screen.getByRole('button', { name: 'Hide balance' });
    expect(hide).toHaveAttribute('aria-pressed', 'false');
    await user.click(hide);
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(balance).toHaveTextContent('RM ****');
    expect(balance).not.toHaveTextContent('12,345.67');
    await user.click(hide);
    expect(balance).toHaveTextContent('RM 12,345.67');

    const before = balanceCalls.count;
    await user.click(screen.getByRole('button', { name: 'Refresh balance' }));
    await waitFor(() => expect(balanceCalls.count).toBe(before + 1));
  });

  it('links withdraw and deposit, shows the avatar and name, and the unread count', async () => {
    signInAs('demo');
    await renderApp(PAGE);
    const banner = await header();
    expect(await within(banner).findByRole('link', { name: 'Withdraw' })).toHaveAttribute('href', '/member/withdraw');
    expect(within(banner).getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/member/deposit');
    expect(await within(banner).findByRole('link', { name: 'Messages, 3 unread' })).toHaveAttribute('href', '/member/messages');
    const account = within(banner).getByRole('button', { name: 'Account menu: Demo Player' });
    await waitFor(() => expect(account.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/^\/mock-assets\/avatars\//)));
    expect(within(banner).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('does not ask a trial user for unread messages', async () => {
    signInAsTrial();
    const unread = countCalls('/wps/member/message/unread');
    const balance = countCalls('/wps/v2/wallets/balance');
    await renderApp(PAGE);
    await waitFor(() => expect(screen.getByLabelText('Balance')).toHaveTextContent('RM'));
    expect(balance.count).toBeGreaterThan(0);
    expect(unread.count).toBe(0);
    expect(screen.queryByRole('link', { name: /Messages/ })).not.toBeInTheDocument();
  });

  it.each([
    {
      name: 'all flags on, plain member',
      flags: [
        { modId: 'PTSYS3', enabled: true },
        { modId: 'MANPLAYREB3', enabled: true },
      ] as WhitelabelFlag[],
      agent: false,
      expected: ['Betting record', 'Account record', 'Profit and loss', 'Reward centre', 'Points mall', 'Security centre', 'Manual rebate', 'Sign out'],
    },
    {
      name: 'flags off',
      flags: [
        { modId: 'PTSYS3', enabled: false },
        { modId: 'MANPLAYREB3', enabled: false },
      ] as WhitelabelFlag[],
      agent: false,
      expected: ['Betting record', 'Account record', 'Profit and loss', 'Reward centre', 'Security centre', 'Sign out'],
    },
    {
      name: 'an agent',
      flags: [] as WhitelabelFlag[],
      agent: true,
      expected: ['Betting record', 'Account record', 'Profit and loss', 'Reward centre', 'Security centre', 'Agent centre', 'Sign out'],
    },
  ])('gates the menu: $name', async ({ flags, agent, expected }) => {
    serveFlags(flags);
    signInAs(agent ? 'agent1' : 'demo');
    session.set({ isAgent: agent });
    const { user } = await renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: /^Account menu:/ }));
    const menu = await screen.findByRole('menu');
    // The flags may arrive after the menu opens; it follows them.
    await waitFor(() =>
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(expected),
    );
  });

  it('opens the account menu from the keyboard with focus on its first item; Escape gives focus back to its button', async () => {
    signInAs('demo');
    const { user } = await renderApp(PAGE);
    const account = await screen.findByRole('button', { name: 'Account menu: Demo Player' });
    expect(account).toHaveAttribute('aria-haspopup', 'menu');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    act(() => account.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Betting record' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Account record' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Account menu: Demo Player' })).toHaveFocus();
  });

  it('asks before signing out, then ends the session and goes home', async () => {
    signInAs('demo');
    const { user, router } = await renderApp(PAGE);
    const openSignOut = async () => {
      await user.click(await screen.findByRole('button', { name: 'Account menu: Demo Player' }));
      await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
      return screen.findByRole('dialog', { name: 'Sign out' });
    };

    let dialog = await openSignOut();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign out' })).not.toBeInTheDocument());
    expect(session.get()?.username).toBe('demo');

    dialog = await openSignOut();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Sign out' })).not.toBeInTheDocument());
    expect(session.get()).not.toBeNull();

    dialog = await openSignOut();
    await user.click(within(dialog).getByRole('button', { name: 'Yes, sign out' }));
    await waitFor(() => expect(session.get()).toBeNull());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('link', { name: 'Log in', hidden: true })).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PHONE_QUERY } from '@/ui/breakpoints';
import { renderApp } from '../../support/render';
import { signInAs, signInAsTrial } from '../../support/games';

/** The bottom tab bar is in the page at every width (CSS shows it below the phone breakpoint). */
const tabBar = () => screen.findByRole('navigation', { name: 'Main' });
const tab = async (name: string | RegExp) => within(await tabBar()).getByRole('link', { name });

/** A phone-sized screen for the pages that read it (/member is "Me" there, /agentHome/more is "More"). */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the player tab bar', () => {
  it('marks the tab of the current page, follows navigation, and counts rewards and unread messages with missions', async () => {
    onAPhone();
    signInAs('demo');
    const { user, router } = await renderApp('/member/wallet');
    expect(await tab(/^Me/)).toHaveAttribute('aria-current', 'page');
    expect(await tab('Home')).not.toHaveAttribute('aria-current');
    // demo: 3 unread messages and 1 mission reward on Me; 4 rewards to claim.
    await waitFor(async () => expect(await tab(/^Me/)).toHaveAccessibleName('Me 4 new'));
    expect(await tab(/^Rewards/)).toHaveAccessibleName('Rewards 4 new');

    await user.click(await tab('Deposit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/deposit'));
    expect(await tab('Deposit')).toHaveAttribute('aria-current', 'page');
    expect(await tab(/^Me/)).not.toHaveAttribute('aria-current');
  });

  it('shows no counts to a guest, and a guest tapping Deposit meets the login dialog, then lands on the deposit page', async () => {
    const { user, router } = await renderApp('/promotions');
    expect(await tab('Me')).toHaveAccessibleName('Me');
    await user.click(await tab('Deposit'));
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
    await user.type(within(dialog).getByLabelText('Username', { exact: true }), 'demo');
    await user.type(within(dialog).getByLabelText('Password', { exact: true }), 'Demo@1234');
    await user.click(within(dialog).getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/deposit'));
  });

  it('gives a trial user the "real account needed" message for a member tab', async () => {
    signInAsTrial();
    const { user } = await renderApp('/promotions');
    await user.click(await tab('Me'));
    expect(await screen.findByRole('dialog', { name: 'Real account needed' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('opens "Me" on a phone: the member pages grouped, with their counts, and a way back from each page', async () => {
    onAPhone();
    signInAs('demo');
    const { user, router } = await renderApp('/member');
    const me = await screen.findByRole('navigation', { name: 'Me' });
    const money = within(me).getByRole('region', { name: 'Money' });
    expect(
      within(money)
        .getAllByRole('link')
        .map((link) => link.textContent?.trim()),
    ).toEqual(['Wallet', 'Deposit', 'Withdraw', 'Transfer to upline']);
    await waitFor(() => expect(within(me).getByRole('link', { name: /^Messages/ })).toHaveAccessibleName('Messages 3 new'));
    await user.click(within(me).getByRole('link', { name: /^Messages/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/messages'));
    // The page's back arrow (the tab bar's Me carries the count in its name).
    const main = screen.getByRole('main');
    await user.click(await within(main).findByRole('link', { name: 'Me' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
  });
});

describe('the agent tab bar', () => {
  it('offers Overview, Team, Create, Reports and More, and More lists the pages without a tab', async () => {
    onAPhone();
    signInAs('agent1');
    const { user, router } = await renderApp('/agentHome/team-overview');
    expect(
      within(await tabBar())
        .getAllByRole('link')
        .map((link) => link.textContent?.trim()),
    ).toEqual(['Overview', 'Team', 'Create', 'Reports', 'More']);
    expect(await tab('Overview')).toHaveAttribute('aria-current', 'page');

    await user.click(await tab('Create'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/register-center'));
    expect(await tab('Create')).toHaveAttribute('aria-current', 'page');

    await user.click(await tab('More'));
    const more = await screen.findByRole('navigation', { name: 'More' });
    expect(within(more).getByRole('link', { name: 'Announcements' })).toBeInTheDocument();
    expect(within(more).queryByRole('link', { name: 'Create account' })).toBeNull();
    await user.click(within(more).getByRole('link', { name: 'My income' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/income'));
    expect(await tab('Reports')).toHaveAttribute('aria-current', 'page');
  });
});

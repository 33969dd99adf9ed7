import { act, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it } from 'vitest';
import { session } from '@/api/session';
import { server } from '@mocks/node';
import { renderApp } from '../../support/render';
import { signInAs } from '../../support/games';

declare global {
  interface Window {
    __announcementScriptRan?: boolean;
  }
}

/** Resolves when the mocks have answered a call to `path` (the app then has the data). */
function answered(path: string): Promise<URL> {
  return new Promise((resolve) => {
    const listener = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname !== path) return;
      server.events.removeListener('response:mocked', listener);
      resolve(url);
    };
    server.events.on('response:mocked', listener);
  });
}

const popup = () => screen.findByRole('dialog', { name: 'Announcements' });
const titles = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('tablist', { name: 'Announcement titles' }))
    .getAllByRole('tab')
    .map((tab) => tab.textContent?.replace(/^Promotion/, ''));

afterEach(() => {
  server.events.removeAllListeners();
  delete window.__announcementScriptRan;
  i18n.activate('en');
});

describe('the announcement popup', () => {
  it('shows a guest the announcements of execution B only, 9 titles a page', async () => {
    const { user } = await renderApp('/');
    const dialog = await popup();
    expect(dialog).toHaveAccessibleDescription('Announcements for you: 11');
    expect(titles(dialog)).toHaveLength(9);
    expect(titles(dialog)[0]).toBe('Welcome bonus 100% up to RM 500');
    expect(within(dialog).queryByText('Your weekly VIP rebate is ready')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Welcome bonus 100% up to RM 500' })).toBeInTheDocument();

    const pager = within(dialog).getByRole('navigation', { name: 'Announcement pages' });
    expect(within(pager).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));
    expect(titles(dialog)).toEqual(['Year-end lucky draw', 'Our app for Android and iOS']);
    expect(within(dialog).getByRole('heading', { name: 'Year-end lucky draw' })).toBeInTheDocument();
  });

  it('is a real dialog: Escape closes it, and it does not come back in this session', async () => {
    const { user, unmount } = await renderApp('/');
    await popup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    unmount();
    const served = answered('/wps/content/announcement');
    await renderApp('/');
    await served;
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
  });

  it('remembers what a guest closed apart from what a member closed', async () => {
    const { user, unmount } = await renderApp('/');
    await popup();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    signInAs('demo');
    await renderApp('/');
    const dialog = await popup();
    expect(titles(dialog)).toEqual(['Your weekly VIP rebate is ready', 'Withdrawal processing times', 'Mission leaderboard: season 4']);
  });

  it('adds the first-login announcements (F) for a member on the first login', async () => {
    signInAs('newbie');
    session.set({ firstTimeLogin: true });
    await renderApp('/');
    const dialog = await popup();
    expect(titles(dialog)).toEqual([
      'Your weekly VIP rebate is ready',
      'Withdrawal processing times',
      'Mission leaderboard: season 4',
      'Welcome aboard: your first-deposit gift',
      'Set up your security centre',
    ]);
  });

  it('never runs a script from an announcement', async () => {
    const { user } = await renderApp('/');
    const dialog = await popup();
    await user.click(within(dialog).getByRole('tab', { name: 'Keep your account safe' }));
    const panel = within(dialog).getByRole('tabpanel');
    expect(within(panel).getByRole('heading', { name: 'Keep your account safe' })).toBeInTheDocument();
    expect(panel).toHaveTextContent('We will never ask for your password');
    expect(panel.querySelector('script')).toBeNull();
    expect(panel.querySelector('[onerror]')).toBeNull();
    const report = within(panel).getByText('Report a suspicious message');
    expect(report.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    panel.querySelector('img')?.dispatchEvent(new Event('error'));
    await user.click(report);
    expect(window.__announcementScriptRan).toBeUndefined();
  });

  it('opens the reward centre from a promotion link (a guest is asked to log in first)', async () => {
    const { user, router } = await renderApp('/');
    const dialog = await popup();
    await user.click(within(dialog).getByRole('link', { name: 'Claim it in the reward centre' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toMatchObject({ redirect: '/member?page=rewardCenter' });
    expect(screen.queryByRole('dialog', { name: 'Announcements' })).not.toBeInTheDocument();
  });

  it('asks again in the new language when the language changes', async () => {
    await renderApp('/');
    await popup();
    const burmese = answered('/wps/content/announcement');
    act(() => i18n.activate('my'));
    expect((await burmese).searchParams.get('language')).toBe('MY');
    const dialog = await popup();
    await waitFor(() => expect(within(dialog).getByRole('heading', { name: 'ကြိုဆိုရေးဘောနပ်စ် 100% (RM 500 အထိ)' })).toBeInTheDocument());
  });

  it('asks again after a login and shows the member announcements', async () => {
    const { user } = await renderApp('/');
    await popup();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const again = answered('/wps/content/announcement');
    act(() => signInAs('demo'));
    await again;
    const dialog = await popup();
    expect(titles(dialog)[0]).toBe('Your weekly VIP rebate is ready');
  });
});

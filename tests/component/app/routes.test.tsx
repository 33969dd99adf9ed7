import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { signInAs } from '../../support/games';
import { renderApp } from '../../support/render';

describe('route guards', () => {
  it.each(['/member', '/favorite', '/recent', '/lottery?gameCode=VN01', '/seaLottery', '/vnLottery', '/pointMall'])(
    'sends a guest from %s to the login popup',
    async (path) => {
      const { router } = await renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
      expect(router.state.location.search).toMatchObject({ redirect: path });
    },
  );

  it('sends a plain member away from /agentHome to /agent', async () => {
    signInAs('demo');
    const { router } = await renderApp('/agentHome');
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(await screen.findByRole('heading', { name: 'Agent login' })).toBeInTheDocument();
  });

  it.each(['/index', '/index.html', '/home'])('treats %s as the home lobby', async (path) => {
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeInTheDocument();
  });

  it('opens the register modal over the lobby with the referral code from the query', async () => {
    await renderApp('/register?referralCode=VIP888');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(dialog).findByLabelText('Referral code')).toHaveValue('VIP888');
    expect(screen.getByRole('heading', { name: 'Hot games', hidden: true })).toBeInTheDocument();
  });

  it('shows a clear page for an unknown address', async () => {
    await renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppLinkCode, login } from '@generated/api/session/session';
import { getGetPermissionQueryKey } from '@generated/api/system/system';
import { encryptPayload } from '@/api/encryption';
import { session } from '@/api/session';
import { config } from '@/config/env';
import { unwrap } from '@/api/unwrap';
import { useLogout } from '@/features/auth';
import { IdentityProviderError } from '@/features/auth/identity/identity-provider';
import { setIdentityProvider } from '@/features/auth/identity/registry';
import { createQueryClient } from '@/query-client';
import { PERMISSION } from '@mocks/db/site-config';
import { db } from '@mocks/db/store';
import { server } from '@mocks/node';
import { signInAsTrial } from '../../support/games';
import { renderApp } from '../../support/render';
import { callsTo, recordCalls, stubBrowserApis, submitLogin } from '../../support/accounts';

stubBrowserApis();
afterEach(() => setIdentityProvider(undefined));

const idTokenFor = (email: string) => `${btoa(JSON.stringify({ alg: 'none' }))}.${btoa(JSON.stringify({ email, name: email }))}.mock`;

describe('the forced password change (SPEC 4)', () => {
  it('asks newbie, who has the default password, for a new one before logging in', async () => {
    const calls = recordCalls();
    const { router, user } = await renderApp('/login');
    await submitLogin(user, 'newbie', '123456');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveTextContent('You are using the default password.');
    // Not logged in yet: the token stays out of the session until the change is done.
    expect(session.get()).toBeNull();
    // The old password is known, so it is not asked for.
    expect(within(dialog).queryByLabelText('Old password')).not.toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('New password'), '123456');
    await user.type(within(dialog).getByLabelText('Confirm new password'), '1234567');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('Use 8 to 20 characters combining letters and digits.')).toBeInTheDocument();
    expect(within(dialog).getByText('The two passwords are inconsistent.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/member/password')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('New password'));
    await user.type(within(dialog).getByLabelText('New password'), 'Fresh2026');
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Fresh2026');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(session.get()).toMatchObject({ username: 'newbie', firstTimeLogin: true, isTrial: false });
    expect(callsTo(calls, '/wps/member/password')).toHaveLength(1);
    // Encrypted as the contract says: the plaintext password never travels.
    expect(callsTo(calls, '/wps/member/password')[0]?.body).not.toContain('Fresh2026');
  });

  it('asks expired for a new password because password expiry is on', async () => {
    const { user } = await renderApp('/login');
    await submitLogin(user, 'expired', 'Expired@1234');
    expect(await screen.findByRole('dialog', { name: 'Change password' })).toHaveTextContent('Your password has expired.');
  });

  it('does not ask when password expiry is off (on the server and so in the site)', async () => {
    PERMISSION.passwordExpiryEnabled = false;
    try {
      const { queryClient, user } = await renderApp('/login');
      await waitFor(() => expect(queryClient.getQueryData(getGetPermissionQueryKey())).toBeTruthy());
      await submitLogin(user, 'expired', 'Expired@1234');
      await waitFor(() => expect(session.get()?.username).toBe('expired'));
      expect(screen.queryByRole('dialog', { name: 'Change password' })).not.toBeInTheDocument();
    } finally {
      PERMISSION.passwordExpiryEnabled = true;
    }
  });

  it('asks after an SMS login too when the password is the default (issue 21: every way in), with the old password', async () => {
    const { user } = await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(await within(dialog).findByRole('tab', { name: 'SMS login' }));
    const panel = within(within(dialog).getByRole('tabpanel'));
    await user.type(panel.getByLabelText('Mobile number'), '0123000111');
    await user.type(panel.getByLabelText('Verification code'), '123456');
    await user.click(panel.getByRole('button', { name: 'Log in' }));
    const change = await screen.findByRole('dialog', { name: 'Change password' });
    expect(change).toHaveTextContent('You are using the default password.');
    expect(within(change).getByLabelText('Old password')).toBeInTheDocument();
    expect(session.get()).toBeNull();
  });

  it('abandoning the change ends that login', async () => {
    const calls = recordCalls();
    const { user } = await renderApp('/login');
    await submitLogin(user, 'newbie', '123456');
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    const loginDialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(loginDialog).toHaveTextContent('You need to change your password before you can log in.');
    expect(session.get()).toBeNull();
    await waitFor(() => expect(callsTo(calls, '/wps/session/logout', 'DELETE')).toHaveLength(1));
  });
});

describe('one-click third-party sign-in', () => {
  it('logs in with the identity provider’s token', async () => {
    setIdentityProvider({ id: 'fake', name: 'Fake ID', signIn: async () => ({ idToken: idTokenFor('demo@example.com') }) });
    const { user } = await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Fake ID' }));
    await waitFor(() => expect(session.get()?.username).toBe('demo'));
  });

  it.each([
    ['auth/popup-closed-by-user', 'Sign-in failed because the pop-up window was closed.'],
    ['popup-blocked', 'The pop-up window was blocked. Please allow pop-ups for this site and try again.'],
    ['auth/too-many-requests', 'Too many requests. Please try again in 5 minutes.'],
  ])('explains the provider error %s', async (code, text) => {
    const calls = recordCalls();
    setIdentityProvider({ id: 'fake', name: 'Fake ID', signIn: () => Promise.reject(new IdentityProviderError(code)) });
    const { user } = await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(await within(dialog).findByRole('button', { name: 'Continue with Fake ID' }));
    expect(await within(dialog).findByText(text)).toBeInTheDocument();
    expect(callsTo(calls, '/wps/session/login/thirdParty')).toHaveLength(0);
  });

  it('is hidden without a provider', async () => {
    setIdentityProvider(null);
    await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await within(dialog).findByRole('tab', { name: 'SMS login' });
    expect(within(dialog).queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });
});

describe('free play and the trial role (SPEC 6)', () => {
  it('starts a trial session that is blocked from the member centre with the "real account" dialog', async () => {
    const calls = recordCalls();
    const { router, user } = await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByRole('button', { name: 'Play for free without an account' }));
    await waitFor(() => expect(session.get()).toMatchObject({ isTrial: true, memberType: 4 }));
    const freeplay = JSON.parse(callsTo(calls, '/wps/session/login/freeplay')[0]?.body ?? '{}') as Record<string, unknown>;
    expect(freeplay).toMatchObject({ platform: 'W', gatewayVersion: 3 });
    expect(typeof freeplay.os).toBe('string');
    // Trial users are excluded from consolidated loading.
    expect(callsTo(calls, '/wps/member/info/funds/consolidated')).toHaveLength(0);

    await router.navigate({ to: '/member' });
    const blocked = await screen.findByRole('dialog', { name: 'Real account needed' });
    expect(blocked).toHaveTextContent('A real account must be registered first.');
    await user.click(within(blocked).getByRole('button', { name: 'Register now' }));
    expect(await screen.findByRole('dialog', { name: 'Register' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(callsTo(calls, '/wps/member/message/unread')).toHaveLength(0);
  });

  it('blocks a trial user from the agent centre too', async () => {
    signInAsTrial();
    const { router } = await renderApp('/agentHome');
    expect(await screen.findByRole('dialog', { name: 'Real account needed' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });
});

/** A one-time app-link code for a persona, as the iOS QR code of a signed-in member carries it (issue 21). */
async function appLinkCodeFor(username: string, password: string): Promise<string> {
  const value = unwrap(await login(await encryptPayload({ username, password, type: 'username' })));
  const { code } = unwrap(await createAppLinkCode({ headers: { token: value.token } }));
  return code;
}

describe('a hand-over link (SPEC 4, issue 21, ADR 0021: a one-time code after #, and a question first)', () => {
  it('asks a signed-out visitor first, and signs the code’s account in only on yes', async () => {
    const code = await appLinkCodeFor('demo', 'Demo@1234');
    const calls = recordCalls();
    const { router, user } = await renderApp(`/promotions?lang=en#code=${code}`);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in as demo?' });
    // Asked, not signed in: a link can be anyone's (login CSRF).
    expect(session.get()).toBeNull();
    expect(router.state.location.pathname).toBe('/promotions');
    expect(router.state.location.href).not.toContain(code);
    expect(router.state.location.href).toContain('lang=en');
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as demo' }));
    await waitFor(() => expect(session.get()).toMatchObject({ username: 'demo', account: 'demo' }));
    expect(router.state.location.pathname).toBe('/promotions');
    // The code is sent in a body, never in a URL the site requests.
    expect(callsTo(calls, '/wps/session/appLink/exchange', 'POST')[0]?.body).toContain(code);
    expect(calls.every((call) => !call.path.includes(code))).toBe(true);
  });

  it('keeps a visitor who says no a guest, and ends the link’s session', async () => {
    const code = await appLinkCodeFor('demo', 'Demo@1234');
    const ended: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/wps/session/logout') ended.push(request.headers.get('token') ?? '');
    });
    const { router, user } = await renderApp(`/promotions#code=${code}`);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in as demo?' });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(ended).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Sign in as demo?' })).not.toBeInTheDocument();
    expect(session.get()).toBeNull();
    expect(router.state.location.hash).toBe('');
    // The link's session no longer opens anything.
    expect(ended[0]).not.toBe('');
    await waitFor(() => expect(db.memberByToken(ended[0]!)).toBeUndefined());
  });

  it('still reads a ?code= of an older link (a transition), and still only asks', async () => {
    const code = await appLinkCodeFor('demo', 'Demo@1234');
    const { router } = await renderApp(`/promotions?code=${code}&lang=en#top`);
    expect(await screen.findByRole('dialog', { name: 'Sign in as demo?' })).toBeInTheDocument();
    expect(session.get()).toBeNull();
    expect(router.state.location.searchStr).not.toContain('code');
    expect(router.state.location.hash).toBe('top');
  });

  it('takes an agent who says yes on /agent to the agent centre', async () => {
    const code = await appLinkCodeFor('agent41', 'Agent@1234');
    const { router, user } = await renderApp(`/agent#code=${code}`);
    const dialog = await screen.findByRole('dialog', { name: 'Sign in as agent41?' });
    expect(session.get()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Sign in as agent41' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/agentHome/team-overview'));
    expect(session.get()).toMatchObject({ isAgent: true, memberType: 41 });
  });

  it('says when a code does not work, and stays a guest', async () => {
    const { router } = await renderApp('/#code=Hk3Zp9xT0c1Vb2nQ4rs8WkA7');
    expect(await screen.findByRole('dialog', { name: 'Sign-in link not valid' })).toHaveTextContent('expired or was already used');
    await waitFor(() => expect(router.state.location.hash).toBe(''));
    expect(session.get()).toBeNull();
  });

  it('drops a token unread while the legacy switch is off', async () => {
    const value = unwrap(await login(await encryptPayload({ username: 'demo', password: 'Demo@1234', type: 'username' })));
    const { router } = await renderApp(`/?token=${value.token}`);
    await waitFor(() => expect(router.state.location.searchStr).toBe(''));
    expect(session.get()).toBeNull();
  });

  it('reads a token only with the legacy switch on, takes it out of the address, and asks before using it', async () => {
    const value = unwrap(await login(await encryptPayload({ username: 'demo', password: 'Demo@1234', type: 'username' })));
    config.legacyUrlToken = true;
    try {
      const { router, user } = await renderApp(`/promotions?token=${value.token}`);
      const dialog = await screen.findByRole('dialog', { name: 'Sign in as demo?' });
      expect(router.state.location.href).not.toContain(value.token);
      // No session fixation: nothing is stored until the visitor says yes.
      expect(session.get()).toBeNull();
      await user.click(within(dialog).getByRole('button', { name: 'Sign in as demo' }));
      await waitFor(() => expect(session.get()).toMatchObject({ token: value.token, account: 'demo' }));
    } finally {
      config.legacyUrlToken = false;
    }
  });

  it('asks for the forced password change after yes, when the code’s account must change it', async () => {
    const code = await appLinkCodeFor('demo', 'Demo@1234');
    // The password expired after the code was made: the exchange opens a limited session.
    db.update(() => {
      db.memberByName('demo')!.passwordExpired = true;
    });
    const { user } = await renderApp(`/#code=${code}`);
    await user.click(within(await screen.findByRole('dialog', { name: 'Sign in as demo?' })).getByRole('button', { name: 'Sign in as demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    expect(dialog).toHaveTextContent('Your password has expired.');
    // No password was typed on this way in: the old one is asked for.
    expect(within(dialog).getByLabelText('Old password')).toBeInTheDocument();
    expect(session.get()).toBeNull();
  });

  it('asks before switching accounts, then ends the old session and keeps nothing of it', async () => {
    const old = unwrap(await login(await encryptPayload({ username: 'agent41', password: 'Agent@1234', type: 'username' })));
    session.set({ token: old.token, username: 'agent41', account: 'agent41', memberType: 41, isAgent: true, enableSalary: true, consolidated: { old: true } });
    const code = await appLinkCodeFor('demo', 'Demo@1234');
    const { user } = await renderApp(`/promotions#code=${code}`);
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    expect(session.get()?.account).toBe('agent41');
    await user.click(within(dialog).getByRole('button', { name: 'Switch to demo' }));
    await waitFor(() => expect(session.get()).toMatchObject({ account: 'demo', isAgent: false }));
    // Never merged: the agent's flags are gone, and the agent's server session ended.
    // (demo may hold flags of its own: the contract modal reads them; never the agent's.)
    expect(session.get()?.consolidated).not.toEqual({ old: true });
    expect(session.get()?.enableSalary).not.toBe(true); // agent41's was true; demo has no salary
    expect(db.memberByToken(old.token)).toBeUndefined();
  });

  it('keeps the signed-in account when the person says so', async () => {
    const old = unwrap(await login(await encryptPayload({ username: 'agent2', password: 'Agent@1234', type: 'username' })));
    session.set({ token: old.token, username: 'agent2', account: 'agent2', memberType: 2, isAgent: true });
    const code = await appLinkCodeFor('agent42', 'Agent@1234');
    const { user } = await renderApp(`/promotions#code=${code}`);
    const dialog = await screen.findByRole('dialog', { name: 'Switch account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay as agent2' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Switch account?' })).not.toBeInTheDocument());
    expect(session.get()).toMatchObject({ token: old.token, account: 'agent2' });
    expect(db.memberByToken(old.token)?.username).toBe('agent2');
  });
});

/** A tiny router around useLogout, so the test does not depend on how the header offers it. */
async function renderLogout() {
  const root = createRootRoute();
  const LogoutButton = () => {
    const logout = useLogout();
    return (
      <button type="button" onClick={() => logout.mutate()}>
        Sign out
      </button>
    );
  };
  const routes = [
    createRoute({ getParentRoute: () => root, path: '/', component: () => <p>Home page</p> }),
    createRoute({ getParentRoute: () => root, path: '/agent', component: () => <p>Agent login page</p> }),
    createRoute({ getParentRoute: () => root, path: '/somewhere', component: LogoutButton }),
  ];
  const router = createRouter({ routeTree: root.addChildren(routes), history: createMemoryHistory({ initialEntries: ['/somewhere'] }) });
  const queryClient = createQueryClient();
  queryClient.setQueryData(['/wps/v2/wallets/balance'], { success: true, value: { balance: 1 } });
  queryClient.setQueryData(getGetPermissionQueryKey(), { success: true, value: { keep: true } });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
  return { router, queryClient };
}

describe('logout (SPEC 4)', () => {
  it('clears the session and the user’s cached data, keeps the site settings, and goes home', async () => {
    const value = unwrap(await login(await encryptPayload({ username: 'demo', password: 'Demo@1234', type: 'username' })));
    session.set({ token: value.token, username: 'demo', memberType: 0, merchantCode: 'DEMO' });
    sessionStorage.setItem('merchant-wallet', 'cached');
    const { router, queryClient } = await renderLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(session.get()).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(queryClient.getQueryData(['/wps/v2/wallets/balance'])).toBeUndefined();
    expect(queryClient.getQueryData(getGetPermissionQueryKey())).toEqual({ success: true, value: { keep: true } });
  });

  it('sends an agent back to /agent', async () => {
    session.set({ token: 'agent-token', username: 'agent2', memberType: 2, isAgent: true });
    const { router } = await renderLogout();
    await waitFor(() => expect(router.state.location.pathname).toBe('/agent'));
    expect(session.get()).toBeNull();
  });
});

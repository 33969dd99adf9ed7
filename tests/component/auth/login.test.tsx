import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { session } from '@/api/session';
import { renderApp } from '../../support/render';
import { callsTo, recordCalls, stubBrowserApis, submitLogin } from '../../support/accounts';

stubBrowserApis();

describe('the login modal', () => {
  it('logs demo in, loads login info into the session and closes', async () => {
    const { router, user } = await renderApp('/login');
    await submitLogin(user, 'demo', 'Demo@1234');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Log in' })).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/');
    expect(session.get()).toMatchObject({ username: 'demo', account: 'demo', memberType: 0, isAgent: false, isTrial: false, firstTimeLogin: false });
    // AGENTPOLICY3 is on and demo is no trial user: consolidated flags are loaded too.
    expect(session.get()?.consolidated).toBeTruthy();
  });

  it('returns to the page that asked for the login', async () => {
    const { router, user } = await renderApp('/member');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await submitLogin(user, 'demo', 'Demo@1234');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
  });

  it('says what is missing and sends nothing for an empty form', async () => {
    const calls = recordCalls();
    const { user } = await renderApp('/login');
    const dialog = await submitLogin(user, '', '');
    expect(await within(dialog).findByText('Please enter your username.')).toBeInTheDocument();
    expect(within(dialog).getByText('Please enter your password.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/session/login')).toHaveLength(0);
  });

  it('refuses a wrong password, keeps what was typed, then asks for the captcha and accepts 8888', async () => {
    const calls = recordCalls();
    const { user } = await renderApp('/login');
    let dialog = await submitLogin(user, 'demo', 'wrong-1');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('wrong-1');
    expect(within(dialog).queryByLabelText('Captcha')).not.toBeInTheDocument();

    dialog = await submitLogin(user, 'demo', 'wrong-2');
    const captchaField = await within(dialog).findByLabelText('Captcha');
    expect(await within(dialog).findByRole('img', { name: 'Captcha' })).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg\+xml;base64,/));

    // The captcha is now required: leaving it empty sends nothing.
    const before = callsTo(calls, '/wps/session/login').length;
    await submitLogin(user, 'demo', 'Demo@1234');
    expect(await within(dialog).findByText('Please enter the captcha.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/session/login')).toHaveLength(before);

    await submitLogin(user, 'demo', 'Demo@1234', { captcha: '1234' });
    expect(await within(dialog).findByText('The captcha is wrong. Please type the characters in the new image.')).toBeInTheDocument();
    expect(captchaField).toHaveValue('');

    await submitLogin(user, 'demo', 'Demo@1234', { captcha: '8888' });
    await waitFor(() => expect(session.get()?.username).toBe('demo'));
  });

  it('refreshes the captcha image at most once a second', async () => {
    const calls = recordCalls();
    const { user } = await renderApp('/login');
    const first = await submitLogin(user, 'demo', 'wrong-1');
    // The second try waits for the first one's answer (until then the button says "Logging in…").
    expect(await within(first).findByRole('alert')).toHaveTextContent('Incorrect username or password');
    const dialog = await submitLogin(user, 'demo', 'wrong-2');
    const refresh = await within(dialog).findByRole('button', { name: 'New captcha image' });
    await waitFor(() => expect(callsTo(calls, '/wps/captcha')).toHaveLength(1));
    await user.click(refresh);
    await user.click(refresh);
    await user.click(refresh);
    await waitFor(() => expect(callsTo(calls, '/wps/captcha')).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 1050));
    await user.click(refresh);
    await waitFor(() => expect(callsTo(calls, '/wps/captcha')).toHaveLength(3));
  });

  it('keeps the user name for a day when "remember me" is ticked, and hands the password to the browser only', async () => {
    const stored: Array<{ id: string; password: string }> = [];
    class FakePasswordCredential {
      constructor(readonly init: { id: string; password: string }) {}
    }
    vi.stubGlobal('PasswordCredential', FakePasswordCredential);
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { store: async (credential: FakePasswordCredential) => void stored.push(credential.init) },
    });
    const { user } = await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(within(dialog).getByLabelText('Remember me'));
    await submitLogin(user, 'demo', 'Demo@1234');
    await waitFor(() => expect(session.get()?.username).toBe('demo'));
    // The mock server keeps its own database in localStorage; everything else is the site's.
    const { 'mock-db': _mockDb, ...siteStorage } = { ...localStorage };
    expect(JSON.stringify(siteStorage) + JSON.stringify({ ...sessionStorage })).not.toContain('Demo@1234');
    await waitFor(() => expect(stored).toEqual([expect.objectContaining({ id: 'demo', password: 'Demo@1234' })]));
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'credentials');
    const remembered = JSON.parse(localStorage.getItem('auth.remembered-user') ?? '{}') as { username?: string; expiresAt?: number };
    expect(remembered.username).toBe('demo');
    expect((remembered.expiresAt ?? 0) - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it('pre-fills a remembered user name', async () => {
    localStorage.setItem('auth.remembered-user', JSON.stringify({ username: 'demo', expiresAt: Date.now() + 60_000 }));
    await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Username')).toHaveValue('demo');
    expect(within(dialog).getByLabelText('Remember me')).toBeChecked();
  });

  it('uses the autocomplete hints password managers read', async () => {
    await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(within(dialog).getByLabelText('Username')).toHaveAttribute('autocomplete', 'username');
    expect(within(dialog).getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('refuses an agent at the player login and points to the agent login', async () => {
    const calls = recordCalls();
    const { user } = await renderApp('/login');
    const dialog = await submitLogin(user, 'agent1', 'Agent@1234');
    expect(await within(dialog).findByText('Non-member account unable to login')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'agent login page' })).toHaveAttribute('href', '/agent');
    expect(session.get()).toBeNull();
    // The refused token is ended on the server, not left behind.
    await waitFor(() => expect(callsTo(calls, '/wps/session/logout', 'DELETE')).toHaveLength(1));
  });
});

describe('SMS login', () => {
  it('shows the tabs when verification-code login is on and logs in with the code', async () => {
    const calls = recordCalls();
    const { user } = await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(await within(dialog).findByRole('tab', { name: 'SMS login' }));
    const panel = within(within(dialog).getByRole('tabpanel'));
    await user.type(panel.getByLabelText('Mobile number'), '0123456789');
    const send = panel.getByRole('button', { name: 'Send code' });
    await user.click(send);
    expect(await panel.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    expect(panel.getByRole('button', { name: /Resend in (60|59) s/ })).toBeInTheDocument();
    expect(callsTo(calls, '/wps/verification/sms/noLogin')).toHaveLength(1);
    expect(JSON.parse(callsTo(calls, '/wps/verification/sms/noLogin')[0]?.body ?? '{}')).toMatchObject({ mobileNum: '0123456789', countryDialingCode: '+60' });
    await user.type(panel.getByLabelText('Verification code'), '123456');
    await user.click(panel.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(session.get()?.username).toBe('demo'));
  });

  it('checks the number before asking for a code, and shows the server refusal in a warning', async () => {
    const calls = recordCalls();
    const { user } = await renderApp('/login');
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    await user.click(await within(dialog).findByRole('tab', { name: 'SMS login' }));
    const panel = within(within(dialog).getByRole('tabpanel'));
    await user.type(panel.getByLabelText('Mobile number'), '12ab');
    await user.click(panel.getByRole('button', { name: 'Send code' }));
    expect(await panel.findByText('Please enter a valid mobile number.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/verification/sms/noLogin')).toHaveLength(0);

    await user.clear(panel.getByLabelText('Mobile number'));
    await user.type(panel.getByLabelText('Mobile number'), '0199999999');
    await new Promise((resolve) => setTimeout(resolve, 1050));
    await user.click(panel.getByRole('button', { name: 'Send code' }));
    const warning = await screen.findByRole('dialog', { name: 'Code not sent' });
    expect(warning).toHaveTextContent('This phone number is not registered');
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(panel.getByRole('button', { name: 'Send code' })).toBeEnabled();
    expect(panel.getByLabelText('Mobile number')).toHaveValue('0199999999');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { session } from '@/api/session';
import { openPayload } from '@mocks/crypto';
import { ok } from '@mocks/handlers/respond';
import { server } from '@mocks/node';
import { renderApp } from '../../support/render';
import { callsTo, recordCalls, stubBrowserApis } from '../../support/accounts';

stubBrowserApis();

async function openRegister(path = '/register') {
  const app = await renderApp(path);
  const dialog = await screen.findByRole('dialog', { name: 'Register' });
  await within(dialog).findByRole('tab', { name: 'Account' });
  return { ...app, dialog };
}

async function fill(user: UserEvent, scope: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(scope).getByLabelText(label, { selector: 'input' });
    await user.clear(field);
    await user.type(field, value);
  }
}

const panelOf = (dialog: HTMLElement) => within(dialog).getByRole('tabpanel');

describe('registration', () => {
  it('shows both tabs from the flags and every field from the server settings', async () => {
    const { dialog } = await openRegister();
    expect(within(dialog).getByRole('tab', { name: 'Mobile' })).toBeInTheDocument();
    const panel = panelOf(dialog);
    for (const label of [
      'Username',
      'Mobile number',
      'Verification code',
      'Password',
      'Confirm password',
      'Full name as on your bank account (optional)',
      'E-mail (optional)',
      'Affiliate code (optional)',
      'Captcha',
    ]) {
      expect(within(panel).getByLabelText(label, { selector: 'input' })).toBeInTheDocument();
    }
    expect(within(panel).getByLabelText('E-mail (optional)')).toHaveAttribute('autocomplete', 'email');
    expect(within(panel).getByLabelText('Password')).toHaveAttribute('autocomplete', 'new-password');
    expect(within(panel).getByText('Use 6 to 16 letters and digits, starting with a letter.')).toBeInTheDocument();
  });

  it('says what is wrong with every field and sends nothing', async () => {
    const calls = recordCalls();
    const { dialog, user } = await openRegister();
    const panel = panelOf(dialog);
    await fill(user, panel, { Username: '9lives', 'Mobile number': '0198765432', Password: 'secret', 'Confirm password': 'secret2', Captcha: '88' });
    await user.type(within(panel).getByLabelText('E-mail (optional)'), 'me@');
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect(await within(panel).findAllByText('Use 6 to 16 letters and digits, starting with a letter.')).not.toHaveLength(0);
    expect(within(panel).getByText('Use 8 to 20 characters combining letters and digits.', { selector: '.field__error' })).toBeInTheDocument();
    expect(within(panel).getByText('The two passwords are inconsistent.')).toBeInTheDocument();
    expect(within(panel).getByText('Enter a valid e-mail address of 5 to 64 characters.')).toBeInTheDocument();
    expect(within(panel).getByText('Use 4 digits.')).toBeInTheDocument();
    expect(within(panel).getAllByText('Input cannot be empty')).toHaveLength(1);
    expect(within(panel).getByText('Please agree to the Terms and Conditions')).toBeInTheDocument();
    expect(calls.filter((call) => ['/wps/member/register', '/wps/agent/affiliate'].includes(call.path))).toHaveLength(0);
  });

  it('registers by user name with the referral code, logs in and goes home', async () => {
    const calls = recordCalls();
    const { dialog, user, router } = await openRegister('/register?referralCode=FRIEND01');
    const panel = panelOf(dialog);
    expect(within(dialog).getByLabelText('Referral code')).toHaveValue('FRIEND01');
    await fill(user, panel, { Username: 'newplayer1', 'Mobile number': '0198765432', Password: 'Lucky2026', 'Confirm password': 'Lucky2026', Captcha: '8888' });
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    expect(await within(panel).findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await fill(user, panel, { 'Verification code': '123456' });
    await user.click(within(panel).getByRole('checkbox', { name: /I am over 18 years of age/ }));
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(session.get()).toMatchObject({ username: 'newplayer1', firstTimeLogin: true, isTrial: false }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    // The lobby's page replaces the register page (whose dialog goes with it) once its code is in.
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Register' })).not.toBeInTheDocument());

    const [registration] = callsTo(calls, '/wps/member/register', 'PUT');
    expect(registration?.body).not.toContain('Lucky2026');
    const plain = await openPayload<Record<string, unknown>>(JSON.parse(registration?.body ?? '{}'));
    expect(plain).toMatchObject({
      username: 'newplayer1',
      referralCode: 'FRIEND01',
      registerMethod: 'WEB',
      login: true,
      countryDialingCode: '+60',
      verificationCode: '123456',
    });
    // No affiliate code was typed, so none was checked.
    expect(callsTo(calls, '/wps/agent/affiliate')).toHaveLength(0);
  });

  it('stops at an invitation code error and keeps the form', async () => {
    const calls = recordCalls();
    const { dialog, user } = await openRegister();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile' }));
    const panel = panelOf(dialog);
    await fill(user, panel, {
      'Mobile number': '0177777777',
      'Verification code': '123456',
      Password: 'Lucky2026',
      'Confirm password': 'Lucky2026',
      'Affiliate code (optional)': 'NOPE99',
      Captcha: '8888',
    });
    await user.click(within(panel).getByRole('checkbox', { name: /I am over 18 years of age/ }));
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    const warning = await screen.findByRole('dialog', { name: 'Registration stopped' });
    expect(warning).toHaveTextContent('Invitation code error');
    expect(callsTo(calls, '/wps/agent/affiliate')).toHaveLength(1);
    expect(calls.filter((call) => call.path.startsWith('/wps/member/register'))).toHaveLength(0);
    await user.click(within(warning).getByRole('button', { name: 'OK' }));
    expect(within(panel).getByLabelText('Affiliate code (optional)')).toHaveValue('NOPE99');
    expect(session.get()).toBeNull();
  });

  it('registers by mobile number with a valid affiliate code', async () => {
    const calls = recordCalls();
    const { dialog, user } = await openRegister();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile' }));
    const panel = panelOf(dialog);
    expect(within(panel).queryByLabelText('Username')).not.toBeInTheDocument();
    await fill(user, panel, {
      'Mobile number': '0177777777',
      'Verification code': '123456',
      Password: 'Lucky2026',
      'Confirm password': 'Lucky2026',
      'Affiliate code (optional)': 'vip888',
      Captcha: '8888',
    });
    await user.click(within(panel).getByRole('checkbox', { name: /I am over 18 years of age/ }));
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(session.get()?.username).toBe('m0177777777'));
    const [registration] = callsTo(calls, '/wps/member/register/mobile', 'PUT');
    const plain = await openPayload<Record<string, unknown>>(JSON.parse(registration?.body ?? '{}'));
    expect(plain).toMatchObject({ mobileNum: '0177777777', affiliateCode: 'vip888', registerMethod: 'WEB' });
    expect(plain).not.toHaveProperty('username');
  });

  it('starts the phone number at the merchant’s first dialing code, and sends the code it shows', async () => {
    // A Burmese-first merchant whose configuration lists Myanmar first (issue 32: the form said +60 whatever it listed).
    server.use(
      http.get('*/wps/system/countryCodes', () =>
        Response.json(
          ok([
            { countryCode: 'MM', countryName: 'Myanmar', countryDialingCode: '+95' },
            { countryCode: 'TH', countryName: 'Thailand', countryDialingCode: '+66' },
          ]),
        ),
      ),
    );
    const calls = recordCalls();
    const { dialog, user } = await openRegister();
    await user.click(within(dialog).getByRole('tab', { name: 'Mobile' }));
    const panel = panelOf(dialog);
    const code = within(panel).getByRole('combobox', { name: 'Country code' });
    await waitFor(() => expect(code).toHaveValue('+95'));
    expect(within(code).queryByRole('option', { name: /\+60/ })).not.toBeInTheDocument();
    await fill(user, panel, { 'Mobile number': '0912345678' });
    await user.click(within(panel).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(callsTo(calls, '/wps/verification/sms/register')).toHaveLength(1));
    expect(JSON.parse(callsTo(calls, '/wps/verification/sms/register')[0]?.body ?? '{}')).toMatchObject({ mobileNo: '0912345678', countryDialingCode: '+95' });
  });

  it('keeps what was typed when the server refuses, with a fresh captcha', async () => {
    const { dialog, user } = await openRegister();
    const panel = panelOf(dialog);
    await fill(user, panel, {
      Username: 'demo12',
      'Mobile number': '0123456789',
      'Verification code': '123456',
      Password: 'Lucky2026',
      'Confirm password': 'Lucky2026',
      Captcha: '8888',
    });
    await user.click(within(panel).getByRole('checkbox', { name: /I am over 18 years of age/ }));
    await user.click(within(panel).getByRole('button', { name: 'Create account' }));
    expect(await within(panel).findByText('This account is already in use.')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Username')).toHaveValue('demo12');
    expect(within(panel).getByLabelText('Captcha', { selector: 'input' })).toHaveValue('');
  });

  it('shows only the tab whose flag is on', async () => {
    const { server } = await import('@mocks/node');
    const { http, HttpResponse } = await import('msw');
    const { PERMISSION } = await import('@mocks/db/site-config');
    server.use(
      http.get('*/wps/system/permission', () =>
        HttpResponse.json({
          success: true,
          message: 'OK',
          value: { ...PERMISSION, whitelabel: PERMISSION.whitelabel?.map((flag) => (flag.modId === 'USERNAMEREG3' ? { ...flag, enabled: false } : flag)) },
        }),
      ),
    );
    await renderApp('/register');
    const dialog = await screen.findByRole('dialog', { name: 'Register' });
    expect(await within(dialog).findByLabelText('Mobile number')).toBeInTheDocument();
    expect(within(dialog).queryByRole('tab')).not.toBeInTheDocument();
    expect(within(dialog).queryByLabelText('Username')).not.toBeInTheDocument();
  });
});

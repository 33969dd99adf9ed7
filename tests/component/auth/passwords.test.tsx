import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { login } from '@generated/api/session/session';
import { encryptPayload } from '@/api/encryption';
import { session } from '@/api/session';
import { unwrap } from '@/api/unwrap';
import { ChangePasswordDialog } from '@/features/auth';
import { createQueryClient } from '@/query-client';
import { PERMISSION } from '@mocks/db/site-config';
import { server } from '@mocks/node';
import { renderApp } from '../../support/render';
import { callsTo, recordCalls, stubBrowserApis } from '../../support/accounts';

stubBrowserApis();

/** The site with CHNGPASSVERIF3 on: forgot password goes by mobile. */
function forgotByMobile() {
  server.use(
    http.get('*/wps/system/permission', () =>
      HttpResponse.json({
        success: true,
        message: 'OK',
        value: { ...PERMISSION, whitelabel: PERMISSION.whitelabel?.map((flag) => (flag.modId === 'CHNGPASSVERIF3' ? { ...flag, enabled: true } : flag)) },
      }),
    ),
  );
}

async function openForgot() {
  const app = await renderApp('/login');
  const login = await screen.findByRole('dialog', { name: 'Log in' });
  await app.user.click(within(login).getByRole('button', { name: 'Forgot password?' }));
  const dialog = await screen.findByRole('dialog', { name: 'Forgot password' });
  return { ...app, dialog };
}

describe('forgot password by e-mail (CHNGPASSVERIF3 off)', () => {
  it('checks the fields, sends the form-encoded call and confirms', async () => {
    const calls = recordCalls();
    const { dialog, user } = await openForgot();
    const form = within(dialog);
    await user.type(await form.findByLabelText('E-mail'), 'not-an-email');
    await user.click(form.getByRole('button', { name: 'Send reset e-mail' }));
    expect(await form.findByText('Please enter your username.')).toBeInTheDocument();
    expect(form.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/member/password/email')).toHaveLength(0);

    await user.type(form.getByLabelText('Username'), 'demo');
    await user.clear(form.getByLabelText('E-mail'));
    await user.type(form.getByLabelText('E-mail'), 'demo@example.com');
    await user.click(form.getByRole('button', { name: 'Send reset e-mail' }));
    expect(await form.findByText('The password reset e-mail has been sent. Please check your inbox.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/member/password/email')[0]?.body).toBe('username=demo&email=demo%40example.com');
    await user.click(form.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument());
  });

  it('keeps what was typed when the account is unknown, and links customer service', async () => {
    const { dialog, user } = await openForgot();
    const form = within(dialog);
    await user.type(await form.findByLabelText('Username'), 'demo');
    await user.type(form.getByLabelText('E-mail'), 'other@example.com');
    await user.click(form.getByRole('button', { name: 'Send reset e-mail' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The username or e-mail does not exist.');
    expect(form.getByLabelText('E-mail')).toHaveValue('other@example.com');
    expect(form.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute('href', 'https://livechat.example.com/chat');
    await user.click(form.getByRole('button', { name: 'Back to log in' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('forgot password by phone (CHNGPASSVERIF3 on)', () => {
  it('sets the new password with the SMS code, logs in with it and goes home', async () => {
    forgotByMobile();
    const calls = recordCalls();
    const { dialog, user, router } = await openForgot();
    const form = within(dialog);
    await user.type(await form.findByLabelText('Mobile number'), '0123000222');
    await user.click(form.getByRole('button', { name: 'Send code' }));
    expect(await form.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await user.type(form.getByLabelText('Verification code'), '123456');
    await user.type(form.getByLabelText('New password'), 'short');
    await user.click(form.getByRole('button', { name: 'Set new password' }));
    expect(await form.findByText('Use 8 to 20 characters combining letters and digits.', { selector: '.field__error' })).toBeInTheDocument();
    expect(callsTo(calls, '/wps/member/password/verification')).toHaveLength(0);

    await user.clear(form.getByLabelText('New password'));
    await user.type(form.getByLabelText('New password'), 'Renewed2026');
    await user.click(form.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(session.get()).toMatchObject({ username: 'expired', isTrial: false }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).not.toBeInTheDocument();
    expect(callsTo(calls, '/wps/member/password/verification')[0]?.body).not.toContain('Renewed2026');
  });

  it('keeps the form when the code is wrong', async () => {
    forgotByMobile();
    const { dialog, user } = await openForgot();
    const form = within(dialog);
    await user.type(await form.findByLabelText('Mobile number'), '0123456789');
    await user.type(form.getByLabelText('Verification code'), '000000');
    await user.type(form.getByLabelText('New password'), 'Renewed2026');
    await user.click(form.getByRole('button', { name: 'Set new password' }));
    expect(await form.findByRole('alert')).toHaveTextContent('The verification code is invalid or missing.');
    expect(form.getByLabelText('New password')).toHaveValue('Renewed2026');
    expect(session.get()).toBeNull();
  });
});

describe('change password from the member area', () => {
  it('asks for the old password, keeps the form when it is wrong, then saves', async () => {
    const value = unwrap(await login(await encryptPayload({ username: 'demo', password: 'Demo@1234', type: 'username' })));
    session.set({ token: value.token, username: 'demo', memberType: 0 });
    const calls = recordCalls();
    const done = vi.fn();
    const user = userEvent.setup();
    const queryClient = createQueryClient();
    render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <ChangePasswordDialog onDone={done} onClose={() => undefined} />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Change password' }));
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await dialog.findByText('Please enter your old password.')).toBeInTheDocument();
    expect(dialog.getByText('Please confirm the new password.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/member/password')).toHaveLength(0);

    await user.type(dialog.getByLabelText('Old password'), 'Demo@1234');
    await user.type(dialog.getByLabelText('New password'), 'Demo@1234');
    await user.type(dialog.getByLabelText('Confirm new password'), 'Demo@1234');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await dialog.findByText('The new password must be different from the old one.')).toBeInTheDocument();
    expect(callsTo(calls, '/wps/member/password')).toHaveLength(0);

    await user.clear(dialog.getByLabelText('Old password'));
    await user.type(dialog.getByLabelText('Old password'), 'Wrong@1234');
    await user.clear(dialog.getByLabelText('New password'));
    await user.type(dialog.getByLabelText('New password'), 'Better2026');
    await user.clear(dialog.getByLabelText('Confirm new password'));
    await user.type(dialog.getByLabelText('Confirm new password'), 'Better2026');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('The old password is incorrect.');
    expect(dialog.getByLabelText('Old password')).toHaveValue('Wrong@1234');
    expect(done).not.toHaveBeenCalled();

    await user.clear(dialog.getByLabelText('Old password'));
    await user.type(dialog.getByLabelText('Old password'), 'Demo@1234');
    await user.click(dialog.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(done).toHaveBeenCalledOnce());
    // The new password works from now on.
    await expect(login(await encryptPayload({ username: 'demo', password: 'Better2026', type: 'username' }))).resolves.toMatchObject({ success: true });
  });
});

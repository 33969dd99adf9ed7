import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { MessageDialog } from '@/ui/message-dialog';
import { endCurrentSession } from '../api/app-link';
import { endServerSession } from '../api/login-session';
import { admitLinkSession } from '../app-link';
import { appLinkPrompt, useAppLinkPrompt } from '../app-link-prompt';
import { homeOf } from '../logic/login-rules';
import { ChangePasswordDialog } from './change-password-dialog';

/**
 * What a hand-over link asks (issue 21): before switching accounts, whether
 * to; a forced password change, as after a login; a link that no longer
 * works, said plainly. Rendered once, in the app shell.
 */
export function AppLinkPrompts() {
  const { t } = useLingui();
  const prompt = useAppLinkPrompt();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const close = () => appLinkPrompt.set(null);

  if (prompt?.kind === 'failed') {
    return (
      <MessageDialog title={t`Sign-in link not valid`} onClose={close}>
        <p>
          <Trans>This sign-in link has expired or was already used. Please log in again.</Trans>
        </p>
      </MessageDialog>
    );
  }
  if (prompt?.kind === 'change-password') {
    const { change, portal } = prompt;
    return (
      <ChangePasswordDialog
        forced={{ ...change, remember: false }}
        onDone={() => {
          close();
          void navigate({ to: homeOf(portal) });
        }}
        onClose={() => {
          void endServerSession(change.user.token);
          close();
        }}
      />
    );
  }
  if (prompt?.kind !== 'switch') return null;

  const { from, toAccount, to, portal, fromCode } = prompt;
  const keep = () => {
    // The link's session is not wanted: a code's is ended; a legacy token belongs to whoever sent it.
    if (fromCode) void endServerSession(to.token);
    close();
  };
  const switchAccounts = async () => {
    setBusy(true);
    await endCurrentSession(queryClient);
    close();
    setBusy(false);
    await admitLinkSession(queryClient, portal, to);
    void navigate({ to: homeOf(portal) });
  };
  return (
    <Dialog title={t`Switch account?`} size="sm" onClose={keep}>
      <p>
        <Trans>
          This link signs in as {toAccount}. You are signed in as {from}: switching signs {from} out on this device first.
        </Trans>
      </p>
      <div className="dialog-actions">
        <Button variant="ghost" onClick={keep} disabled={busy}>
          <Trans>Stay as {from}</Trans>
        </Button>
        <Button variant="primary" onClick={() => void switchAccounts()} disabled={busy}>
          <Trans>Switch to {toAccount}</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import { session } from '@/api/session';
import { internalPath } from '@/lib/safe-url';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { MessageDialog } from '@/ui/message-dialog';
import { endCurrentSession } from '../api/app-link';
import { endServerSession } from '../api/login-session';
import { admitLinkSession } from '../app-link-hand-over';
import { appLinkPrompt, useAppLinkPrompt } from '../app-link-prompt';
import { homeOf } from '../logic/login-rules';
import { ChangePasswordDialog } from './change-password-dialog';
import './auth.css';

/**
 * What a hand-over link asks (issue 21, ADR 0021): before signing in, or
 * switching accounts, whether to (a "no" ends the link's session and
 * changes nothing here); a forced password change, as after a login; a link
 * that no longer works, said plainly. Rendered once, in the app shell.
 */
export function AppLinkPrompts() {
  const { t } = useLingui();
  const prompt = useAppLinkPrompt();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
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
  if (prompt?.kind !== 'ask') return null;

  const { from, toAccount, to, portal, fromCode } = prompt;
  const decline = () => {
    // The link's session is not wanted: a code's is ended; a legacy token belongs to whoever sent it.
    if (fromCode) void endServerSession(to.token);
    close();
  };
  const accept = async () => {
    setBusy(true);
    if (from !== null) await endCurrentSession(queryClient);
    close();
    setBusy(false);
    await admitLinkSession(queryClient, portal, to);
    if (!session.get()) return;
    // A switch, or an agent, lands on the portal's home; a member signing in stays on the page (a login page follows its redirect).
    if (from !== null || portal === 'agent') return void navigate({ to: homeOf(portal) });
    const { pathname, search } = router.state.location;
    const back = pathname === '/login' ? internalPath((search as { redirect?: string }).redirect, window.location.origin) : null;
    if (back || pathname === '/login' || pathname === '/register') void navigate({ href: back ?? '/', replace: true });
  };
  if (from === null) {
    return (
      <Dialog title={t`Sign in as ${toAccount}?`} size="sm" onClose={decline}>
        <p>
          <Trans>This link signs you in as {toAccount} on this device. Sign in only if you opened it yourself, from your own account.</Trans>
        </p>
        <div className="dialog-actions link-prompt__actions">
          <Button variant="ghost" onClick={decline} disabled={busy}>
            <Trans>Not now</Trans>
          </Button>
          <Button variant="primary" onClick={() => void accept()} disabled={busy}>
            <Trans>Sign in as {toAccount}</Trans>
          </Button>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={t`Switch account?`} size="sm" onClose={decline}>
      <p>
        <Trans>
          This link signs in as {toAccount}. You are signed in as {from}: switching signs {from} out on this device first.
        </Trans>
      </p>
      <div className="dialog-actions link-prompt__actions">
        <Button variant="ghost" onClick={decline} disabled={busy}>
          <Trans>Stay as {from}</Trans>
        </Button>
        <Button variant="primary" onClick={() => void accept()} disabled={busy}>
          <Trans>Switch to {toAccount}</Trans>
        </Button>
      </div>
    </Dialog>
  );
}

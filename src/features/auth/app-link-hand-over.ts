import type { QueryClient } from '@tanstack/react-query';
import type { LoginUserInfo } from '@generated/model';
import { session } from '@/api/session';
import { exchangeLinkCode } from './api/app-link';
import { endServerSession, memberInfoFor } from './api/login-session';
import { signIn } from './api/sign-in';
import { appLinkPrompt } from './app-link-prompt';
import type { LinkSecret } from './logic/link-secrets';
import type { Portal } from './logic/login-rules';
import { isAgentType } from '@/api/member-types';

// The hand-over itself (issue 21, ADR 0021), loaded by the root route's check (app-link-sign-in.ts) only when an
// address carries a link's secret: the sign-in rules and calls stay out of a plain visit's first JS (issue 33).

/**
 * Signs a link's account in, once the person said yes (ADR 0021), as a
 * login does (issue 21: every way in): the portal check, then the forced password change when the server or the
 * password rules ask for one, or the session.
 */
export async function admitLinkSession(queryClient: QueryClient, portal: Portal, user: LoginUserInfo): Promise<void> {
  try {
    const result = await signIn(queryClient, portal, { method: 'app-link', obtain: async () => user });
    if (result.kind === 'change-password') appLinkPrompt.set({ kind: 'change-password', change: result, portal });
    else void queryClient.invalidateQueries();
  } catch {
    // signIn already ended the refused session.
    appLinkPrompt.set({ kind: 'failed' });
  }
}

/**
 * A link is the account's own hand-over (the iOS QR code), not a login form:
 * an agent's lands in the agent centre, a member's in the lobby (ADR 0006).
 */
const portalOf = (memberType: number): Portal => (isAgentType(memberType) ? 'agent' : 'player');

export async function handOver(secret: LinkSecret): Promise<void> {
  let user: LoginUserInfo;
  try {
    user = secret.kind === 'code' ? await exchangeLinkCode(secret.value) : { token: secret.value, userName: '' };
  } catch {
    appLinkPrompt.set({ kind: 'failed' });
    return;
  }
  const current = session.get();
  if (user.token === current?.token) return;
  const endLinkSession = () => (secret.kind === 'code' ? endServerSession(user.token) : Promise.resolve());
  let member: { account: string; type: number };
  try {
    member = await memberInfoFor(user.token);
  } catch {
    await endLinkSession();
    appLinkPrompt.set({ kind: 'failed' });
    return;
  }
  const portal = portalOf(member.type);
  const account = member.account;
  const signedIn = current?.token ? (current.account ?? current.username) : null;
  // The same account: the session in this tab stays; the link's own is not needed.
  if (signedIn !== null && account.toLowerCase() === signedIn.toLowerCase()) return endLinkSession();
  // Never without asking (ADR 0021): a link can be anyone's, made to sign a visitor into the sender's account.
  appLinkPrompt.set({ kind: 'ask', from: signedIn, to: user, toAccount: account, portal, fromCode: secret.kind === 'code' });
}

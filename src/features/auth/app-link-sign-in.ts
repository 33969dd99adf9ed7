import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { LoginUserInfo } from '@generated/model';
import { session } from '@/api/session';
import { exchangeLinkCode } from './api/app-link';
import { endServerSession, memberInfoFor } from './api/login-session';
import { signIn } from './api/sign-in';
import { appLinkPrompt } from './app-link-prompt';
import { takeLinkSecret } from './link-handover';
import { hasSecretParams, withoutSecrets, type LinkSecret } from './logic/link-secrets';
import type { Portal } from './logic/login-rules';
import { isAgentType } from '@/api/member-types';

type LinkContext = {
  context: { queryClient: QueryClient };
  /** The router's location: `hash` without its `#`. */
  location: { pathname: string; searchStr: string; hash: string };
};

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

async function handOver(secret: LinkSecret): Promise<void> {
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

const handovers = new Map<string, Promise<void>>();

/**
 * The root route's `beforeLoad` (SPEC 4, issue 21, ADR 0021): a `#code=` (a
 * transition's `?code=`, or with the legacy switch a `token`) is exchanged
 * and its account named in a question, "Sign in as X?" or "Switch account?";
 * nothing signs in until the person says yes. The address keeps no secret:
 * start-up took it out of the address bar already (link-handover.ts); a
 * location given to the router with one (an in-app link, a test) is replaced
 * without it.
 */
export async function consumeLinkHandover({ location }: LinkContext): Promise<void> {
  const address = { search: location.searchStr, hash: location.hash };
  const secret = takeLinkSecret(address);
  const inLocation = hasSecretParams(address);
  if (!secret && !inLocation) return;
  if (secret) {
    // The router may run this more than once for one address (a preload, the first render): one hand-over per secret.
    let run = handovers.get(secret.value);
    if (!run) {
      run = handOver(secret);
      handovers.set(secret.value, run);
    }
    await run;
  }
  const pathname = location.pathname === '/agent' && session.get()?.isAgent ? '/agentHome' : location.pathname;
  if (!inLocation && pathname === location.pathname) return;
  const rest = withoutSecrets(address);
  throw redirect({ href: `${pathname}${rest.search}${rest.hash}`, replace: true });
}

import { redirect } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { session } from '@/api/session';
import { appLinkPrompt } from './app-link-prompt';
import { takeLinkSecret } from './link-handover';
import { hasSecretParams, withoutSecrets } from './logic/link-secrets';

type LinkContext = {
  context: { queryClient: QueryClient };
  /** The router's location: `hash` without its `#`. */
  location: { pathname: string; searchStr: string; hash: string };
};

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
      // The sign-in code loads only for an address with a secret (issue 33): a plain visit never runs it.
      run = import('./app-link-hand-over').then(
        ({ handOver }) => handOver(secret),
        () => appLinkPrompt.set({ kind: 'failed' }),
      );
      handovers.set(secret.value, run);
    }
    await run;
  }
  const pathname = location.pathname === '/agent' && session.get()?.isAgent ? '/agentHome' : location.pathname;
  if (!inLocation && pathname === location.pathname) return;
  const rest = withoutSecrets(address);
  throw redirect({ href: `${pathname}${rest.search}${rest.hash}`, replace: true });
}

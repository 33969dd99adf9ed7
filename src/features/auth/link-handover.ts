import { config } from '@/config/env';
import { hasSecretParams, readLinkSecret, withoutSecrets, type LinkAddress, type LinkSecret } from './logic/link-secrets';

let pending: LinkSecret | null = null;

/**
 * Start-up, before the router, the mocks or anything else exists (main.tsx):
 * takes `#code=` (and a transition's `?code=`, a legacy `token`) out of the
 * address bar with `history.replaceState`, so no render, request, log,
 * history entry, bookmark or referrer ever holds them, and keeps the secret
 * in memory for the root route, which asks before it is used (ADR 0021).
 */
export function takeLinkSecretFromAddressBar(win: Window = window): void {
  const { pathname, search, hash } = win.location;
  if (!hasSecretParams({ search, hash })) return;
  pending = readLinkSecret({ search, hash }, config.legacyUrlToken);
  const rest = withoutSecrets({ search, hash });
  win.history.replaceState(win.history.state, '', `${pathname}${rest.search}${rest.hash}`);
}

/** The secret taken at start-up, once; else one in a location the router is given (an in-app link, a test). */
export function takeLinkSecret(address: LinkAddress): LinkSecret | null {
  const taken = pending;
  pending = null;
  return taken ?? readLinkSecret(address, config.legacyUrlToken);
}

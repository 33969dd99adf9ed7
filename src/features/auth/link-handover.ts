import { config } from '@/config/env';
import { hasSecretParams, readLinkSecret, withoutSecrets, type LinkSecret } from './logic/link-secrets';

let pending: LinkSecret | null = null;

/**
 * Start-up, before the router, the mocks or anything else exists (main.tsx):
 * takes `?code=` and `?token=` out of the address bar with
 * `history.replaceState`, so no render, request, log, history entry,
 * bookmark or referrer ever holds them, and keeps the secret in memory for
 * the root route to use.
 */
export function takeLinkSecretFromAddressBar(win: Window = window): void {
  const { pathname, search, hash } = win.location;
  if (!hasSecretParams(search)) return;
  pending = readLinkSecret(search, config.legacyUrlToken);
  win.history.replaceState(win.history.state, '', `${pathname}${withoutSecrets(search)}${hash}`);
}

/** The secret taken at start-up, once; else one in a location the router is given (an in-app link, a test). */
export function takeLinkSecret(search: string): LinkSecret | null {
  const taken = pending;
  pending = null;
  return taken ?? readLinkSecret(search, config.legacyUrlToken);
}

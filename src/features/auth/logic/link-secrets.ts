/**
 * What a hand-over link may carry (issue 21, ADR 0014): a one-time app-link
 * `code`, or, only with the legacy switch on (SPEC 2/4 as written), the
 * session `token`. Both are taken out of every address the site keeps.
 */
export type LinkSecret = { kind: 'code'; value: string } | { kind: 'token'; value: string };

/** The contract's AppLinkExchangePayload.code. */
const CODE = /^[A-Za-z0-9_-]{22,64}$/;
export const SECRET_PARAMS = ['code', 'token'] as const;

/** The secret of a query string, if any (a malformed code or a token with the switch off counts as none). */
export function readLinkSecret(search: string, legacyUrlToken: boolean): LinkSecret | null {
  const params = new URLSearchParams(search);
  const code = params.get('code')?.trim();
  if (code && CODE.test(code)) return { kind: 'code', value: code };
  const token = params.get('token')?.trim();
  return legacyUrlToken && token ? { kind: 'token', value: token } : null;
}

/** True when the query holds a secret parameter, read or not: it must leave the address bar either way. */
export function hasSecretParams(search: string): boolean {
  const params = new URLSearchParams(search);
  return SECRET_PARAMS.some((name) => params.has(name));
}

/** The query without its secret parameters ('' or '?…'). */
export function withoutSecrets(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SECRET_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * What a hand-over link may carry (issue 21, ADR 0014, ADR 0021): a one-time
 * app-link `code`, or, only with the legacy switch on (SPEC 2/4 as written),
 * the session `token`. Links carry them after `#` (`/#code=…`), which a
 * browser never sends to a server, a CDN or a log; a `?code=` of a link made
 * before that change is still read (a transition, ADR 0021). Either way the
 * secret is taken out of every address the site keeps, and a link only ever
 * asks before it signs anyone in.
 */
export type LinkSecret = { kind: 'code'; value: string } | { kind: 'token'; value: string };

/** Where a secret may sit: the query (`?…` or `…`) and the fragment (`#…` or `…`). */
export type LinkAddress = { search: string; hash: string };

/** The contract's AppLinkExchangePayload.code. */
const CODE = /^[A-Za-z0-9_-]{22,64}$/;
export const SECRET_PARAMS = ['code', 'token'] as const;

const params = (part: string) => new URLSearchParams(part.replace(/^[?#]/, ''));
const holdsSecret = (part: string) => {
  const found = params(part);
  return SECRET_PARAMS.some((name) => found.has(name));
};

/**
 * The secret of an address, if any: a code after `#`, else a code in the
 * query (transition), else, with the legacy switch only, a token (fragment
 * first). A malformed code, or a token with the switch off, counts as none.
 */
export function readLinkSecret({ search, hash }: LinkAddress, legacyUrlToken: boolean): LinkSecret | null {
  const parts = [params(hash), params(search)];
  for (const part of parts) {
    const code = part.get('code')?.trim();
    if (code && CODE.test(code)) return { kind: 'code', value: code };
  }
  if (!legacyUrlToken) return null;
  for (const part of parts) {
    const token = part.get('token')?.trim();
    if (token) return { kind: 'token', value: token };
  }
  return null;
}

/** True when the query or the fragment holds a secret parameter, read or not: it must leave the address bar either way. */
export function hasSecretParams({ search, hash }: LinkAddress): boolean {
  return holdsSecret(search) || holdsSecret(hash);
}

function strip(part: string, prefix: '?' | '#'): string {
  const bare = part.replace(/^[?#]/, '');
  // A fragment without secrets (an anchor such as `#top`) is kept as it was written.
  if (!holdsSecret(bare)) return bare ? `${prefix}${bare}` : '';
  const rest = params(bare);
  for (const name of SECRET_PARAMS) rest.delete(name);
  const text = rest.toString();
  return text ? `${prefix}${text}` : '';
}

/** The address without its secret parameters: `search` is '' or '?…', `hash` '' or '#…'. */
export function withoutSecrets({ search, hash }: LinkAddress): LinkAddress {
  return { search: strip(search, '?'), hash: strip(hash, '#') };
}

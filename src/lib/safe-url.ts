/**
 * The one rule for any link that comes from the server or the address bar
 * (banners, notices, help pages, service channels, the login redirect):
 * parsed by the browser's own URL parser against this site's origin, then
 * either a path of this site, an outside link with an allowed scheme, or
 * nothing. Never a prefix test on the raw string: `/\evil.example`, `//evil`,
 * `JaVaScRiPt:` and percent-encoded or whitespace-padded forms all parse to
 * what the browser would really open.
 */
export type LinkTarget = { kind: 'internal'; path: string } | { kind: 'external'; href: string } | { kind: 'none' };

const WEB = ['http:', 'https:'] as const;

export function classifyLink(raw: string | null | undefined, origin: string, schemes: readonly string[] = WEB): LinkTarget {
  const text = raw?.trim();
  if (!text) return { kind: 'none' };
  let url: URL;
  let base: URL;
  try {
    base = new URL(origin);
    url = new URL(text, base);
  } catch {
    return { kind: 'none' };
  }
  if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin === base.origin) {
    return { kind: 'internal', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return schemes.includes(url.protocol) ? { kind: 'external', href: url.href } : { kind: 'none' };
}

/** A path of this site for a redirect after login, or undefined: nothing may send the user off the site. */
export function internalPath(raw: string | null | undefined, origin: string): string | undefined {
  const target = classifyLink(raw, origin, []);
  return target.kind === 'internal' ? target.path : undefined;
}

/** SPEC 9: QR codes in the side menu are 120 px with a 5 px quiet margin; the active-live QR is 78 px. */
export const QR_SIZE = { sideMenu: 120, sideMenuMargin: 5, activeLive: 78 } as const;

/** What a hand-over link carries: a one-time app-link code, or the session token (legacy switch only, ADR 0014). */
export type Handover = { kind: 'code' | 'token'; value: string } | null;

/**
 * The iOS app is the site itself installed from Safari, so its QR code opens
 * this origin in the visitor's language and, for a member, with a one-time
 * app-link code that signs the same account in (issue 21: never the session
 * token, unless the legacy switch of SPEC 2/4 is on), after a question
 * (ADR 0021). The code goes after `#`: a browser never sends the fragment to
 * a server, so no server, CDN or proxy log holds it.
 */
export function iosAppLink({ origin, language, handover = null }: { origin: string; language: string; handover?: Handover }): string {
  const url = new URL('/', origin);
  url.searchParams.set('lang', language.toUpperCase());
  if (handover?.value) url.hash = new URLSearchParams({ [handover.kind]: handover.value }).toString();
  return url.toString();
}

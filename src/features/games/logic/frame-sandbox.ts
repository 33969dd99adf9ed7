/**
 * The game popup's iframe sandbox, as tight as a game allows: scripts, forms
 * and pointer lock, never top navigation, pop-ups or modals. A game on its own
 * origin also keeps its storage (allow-same-origin); a page on our origin does
 * not get it, or it could lift its own sandbox.
 */
const BASE = ['allow-scripts', 'allow-forms', 'allow-pointer-lock'];

export function frameSandbox(url: string, appOrigin: string): string {
  const origin = new URL(url, appOrigin).origin;
  return (origin === appOrigin ? BASE : [...BASE, 'allow-same-origin']).join(' ');
}

/** Only http(s) launch URLs are opened (SPEC 8: invalid URL); relative ones resolve against the site. */
export function safeLaunchUrl(url: string, appOrigin: string): string | null {
  try {
    const parsed = new URL(url, appOrigin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.toString() : null;
  } catch {
    return null;
  }
}

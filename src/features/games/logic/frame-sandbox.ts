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

/**
 * Plain http game pages are for development and the mock (demo) builds only, whose game page is served by
 * the site itself; a production build with the mocks off opens `https:` games only (issue 28).
 */
export const INSECURE_GAMES_ALLOWED = import.meta.env.DEV || import.meta.env.VITE_API_MOCKING === 'msw';

/**
 * Only web launch URLs are opened (SPEC 8: invalid URL); relative ones resolve against the site. `https:`
 * always; `http:` only on the site's own origin (no weaker than the page) or where `allowHttp` (dev and mock
 * builds): a game over plain http in production would let anyone on the network change what the player sees.
 */
export function safeLaunchUrl(url: string, appOrigin: string, allowHttp: boolean = INSECURE_GAMES_ALLOWED): string | null {
  try {
    const parsed = new URL(url, appOrigin);
    if (parsed.protocol === 'https:') return parsed.toString();
    if (parsed.protocol !== 'http:') return null;
    return allowHttp || parsed.origin === new URL(appOrigin).origin ? parsed.toString() : null;
  } catch {
    return null;
  }
}

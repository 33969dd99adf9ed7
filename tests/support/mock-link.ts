import { OVERRIDE_PARAM, parseOverrides, serialiseOverrides } from '../../mocks/overrides/vocabulary';

/**
 * An address with overrides for Playwright, in the words of the mock panel
 * (README "Mock panel"):
 *
 *   await page.goto(withOverrides('/rng?lang=en', 'listGames:empty', 'getWalletBalance:500'));
 *
 * The site takes `?mock=` on arrival as the tab's overrides (they last until
 * the tab closes or the panel clears them).
 */
export function withOverrides(path: string, ...specs: string[]): string {
  const { overrides, rejected } = parseOverrides(specs.join(','));
  if (rejected.length > 0) throw new Error(`Not an override: ${rejected.join(', ')} (write "operationId:answer", e.g. "listGames:empty")`);
  const [pathname, query = ''] = path.split('?');
  const params = new URLSearchParams(query);
  params.set(OVERRIDE_PARAM, serialiseOverrides(overrides));
  return `${pathname}?${params.toString().replace(/%3A/gi, ':').replace(/%2C/gi, ',')}`;
}

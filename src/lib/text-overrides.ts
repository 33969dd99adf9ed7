import type { Messages } from '@lingui/core';

/**
 * SPEC 1's per-language override texts: a merchant publishes, per language,
 * a JSON map {English source text: text} at a configured address; for the keys
 * it sets it wins over the catalog, with no rebuild (fetched on every
 * language activation, revalidated with the server).
 */

/** The override file's address for a language: `{lang}` is the code in lower case, relative to `base` (the site's). */
export function overridesUrl(template: string, code: string, base: string): string {
  return new URL(template.replaceAll('{lang}', code.toLowerCase()), base).href;
}

/**
 * Fetches and compiles a language's overrides as Lingui messages (keyed like
 * the catalogs: the id Lingui derives from the source text). A missing,
 * unreadable or unreachable file means no overrides: the catalog shows.
 */
export async function loadTextOverrides(url: string, fetchImpl: typeof fetch = fetch): Promise<Messages> {
  let raw: unknown;
  try {
    const response = await fetchImpl(url, { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) return {};
    raw = await response.json();
  } catch {
    return {};
  }
  // Only a language with override texts pays for their checks and the ICU compiler (issue 33: not in the initial JS);
  // an empty file (the demo merchant's) overrides nothing.
  if (typeof raw === 'object' && raw !== null && Object.keys(raw).length === 0) return {};
  const { compileOverrides } = await import('./text-overrides-compile');
  return compileOverrides(raw);
}

import type { Messages } from '@lingui/core';
import { sameTokens } from './message-tokens';

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
 * The usable entries of an override file: string values for string keys,
 * keeping the source's placeholders and tags (an override that drops
 * `{amount}` would show a sentence without its amount, so the catalog's text
 * stays). Anything else is ignored.
 */
export function usableOverrides(raw: unknown): Record<string, string> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const out: Record<string, string> = {};
  for (const [source, text] of Object.entries(raw)) {
    if (typeof text === 'string' && text.trim() !== '' && sameTokens(source, text)) out[source] = text;
  }
  return out;
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
  const entries = Object.entries(usableOverrides(raw));
  if (entries.length === 0) return {};
  // Only a language with overrides pays for the ICU compiler.
  const [{ compileMessage }, { generateMessageId }] = await Promise.all([
    import('@lingui/message-utils/compileMessage'),
    import('@lingui/message-utils/generateMessageId'),
  ]);
  return Object.fromEntries(entries.map(([source, text]) => [generateMessageId(source), compileMessage(text)]));
}

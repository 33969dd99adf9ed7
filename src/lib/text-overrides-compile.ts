import type { Messages } from '@lingui/core';
import { sameTokens } from './message-tokens';

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

/** An override file's usable entries as Lingui messages, keyed like the catalogs (the id Lingui derives from the source text). */
export async function compileOverrides(raw: unknown): Promise<Messages> {
  const entries = Object.entries(usableOverrides(raw));
  if (entries.length === 0) return {};
  const [{ compileMessage }, { generateMessageId }] = await Promise.all([
    import('@lingui/message-utils/compileMessage'),
    import('@lingui/message-utils/generateMessageId'),
  ]);
  return Object.fromEntries(entries.map(([source, text]) => [generateMessageId(source), compileMessage(text)]));
}

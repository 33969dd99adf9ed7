import { classifyLink } from './safe-url';

/**
 * Customer-service paths come obfuscated (SPEC 3): base64 of the URL, as the
 * contract documents. Returns null for anything that is not an http(s) or
 * tg/whatsapp link once decoded, so a bad value never becomes a javascript: URL.
 */
export function decodeServicePath(encoded: string | null | undefined): string | null {
  if (!encoded) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(escape(atob(encoded.trim())));
  } catch {
    return null;
  }
  // Only an absolute link of an allowed scheme: a relative path is not a service channel.
  const target = classifyLink(decoded, 'https://invalid.invalid', ['http:', 'https:', 'tg:', 'whatsapp:']);
  return target.kind === 'external' ? target.href : null;
}

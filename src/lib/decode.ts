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
  try {
    const url = new URL(decoded);
    return ['http:', 'https:', 'tg:', 'whatsapp:'].includes(url.protocol) ? url.toString() : null;
  } catch {
    return null;
  }
}

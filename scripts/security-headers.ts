// The security headers of deploy/_headers (the one source of the site's
// Content-Security-Policy), read for the preview server of the end-to-end
// tests (vite.config.ts) and for tests/unit/deploy-headers.test.ts.
import { readFileSync } from 'node:fs';

/** `{ name: value }` of the `/*` block of a `_headers` file (Netlify/Cloudflare Pages format). */
export function parseHeadersFile(text: string): Record<string, string> {
  const headers: Record<string, string> = {};
  let inAll = false;
  for (const line of text.split('\n')) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      inAll = line.trim() === '/*';
      continue;
    }
    if (!inAll) continue;
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function securityHeaders(path: URL | string = new URL('../deploy/_headers', import.meta.url)): Record<string, string> {
  return parseHeadersFile(readFileSync(path, 'utf8'));
}

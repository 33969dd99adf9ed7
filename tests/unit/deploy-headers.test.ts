import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile, securityHeaders } from '../../scripts/security-headers';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

const headers = securityHeaders();
const csp = headers['Content-Security-Policy'] ?? '';
const directives = new Map(
  csp.split(';').map((part) => {
    const [name = '', ...values] = part.trim().split(/\s+/);
    return [name, values] as const;
  }),
);

describe('the strict Content-Security-Policy (deploy/_headers)', () => {
  it.each([
    ['script-src', ["'self'"]],
    ['script-src-attr', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['require-trusted-types-for', ["'script'"]],
    ['trusted-types', ['dompurify', 'html', 'mock-worker', "'allow-duplicates'"]],
  ])('%s is %o', (name, values) => {
    expect(directives.get(name)).toEqual(values);
  });

  it('runs no eval and no inline script anywhere', () => {
    expect(csp).not.toMatch(/unsafe-eval|wasm-unsafe-eval|unsafe-hashes/);
    for (const name of ['default-src', 'script-src', 'script-src-elem', 'script-src-attr']) {
      expect(directives.get(name) ?? [], name).not.toContain("'unsafe-inline'");
    }
  });

  it('frames only this site and the video player until a deploy adds its game origins', () => {
    expect(directives.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
  });

  it('nginx sends the same policy and headers on every location', () => {
    const nginx = read('deploy/nginx.conf');
    const sent = [...nginx.matchAll(/add_header Content-Security-Policy "([^"]+)" always;/g)].map((match) => match[1]);
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const policy of sent) expect(policy).toBe(csp);
    for (const name of ['X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy', 'Cross-Origin-Opener-Policy']) {
      expect(nginx).toContain(`add_header ${name} "${headers[name]}" always;`);
    }
  });

  it('reads only the /* block of a headers file', () => {
    expect(parseHeadersFile('# note\n/assets/*\n  Cache-Control: immutable\n/*\n  X-Test: 1\n')).toEqual({ 'X-Test': '1' });
  });

  it('the pages served have no inline script for the policy to block', () => {
    const pages = [
      'index.html',
      ...readdirSync(new URL('mocks/public/', root))
        .filter((name) => name.endsWith('.html'))
        .map((name) => `mocks/public/${name}`),
    ];
    for (const page of pages) {
      const html = read(page);
      expect(html.match(/<script(?![^>]*\bsrc=)[^>]*>/g) ?? [], page).toEqual([]);
      expect(html.match(/\son[a-z]+=/g) ?? [], page).toEqual([]);
    }
  });
});

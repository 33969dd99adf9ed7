import { mkdtempSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deployFileProblems } from '../../../scripts/deploy-check.mjs';
import {
  buildHeaders,
  buildPolicy,
  imageOriginsFrom,
  parseHeadersFile,
  parsePolicy,
  renderHeadersFile,
  renderNginx,
  reportUriFrom,
  securityHeaders,
  type PolicyOptions,
} from '../../../scripts/security-headers';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

const PRODUCTION: PolicyOptions = { mocks: false, imageOrigins: [], reportUri: '/csp-report' };
const DEMO: PolicyOptions = { ...PRODUCTION, mocks: true };
const headers = securityHeaders(PRODUCTION);
const csp = headers['Content-Security-Policy'] ?? '';
const directives = parsePolicy(csp);

describe('the strict Content-Security-Policy of a production build (deploy/_headers)', () => {
  it.each([
    ['script-src', ["'self'"]],
    ['script-src-attr', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['frame-ancestors', ["'self'"]],
    ['connect-src', ["'self'"]],
    ['worker-src', ["'self'"]],
    ['img-src', ["'self'", 'data:', 'blob:']],
    ['require-trusted-types-for', ["'script'"]],
    // Issue 28: no mock-worker in production, no duplicates.
    ['trusted-types', ['dompurify', 'html', 'site-worker']],
    ['report-uri', ['/csp-report']],
    ['report-to', ['csp-endpoint']],
  ])('%s is %o', (name, values) => {
    expect(directives.get(name)).toEqual(values);
  });

  it('names its report endpoint for the Reporting API', () => {
    expect(headers['Reporting-Endpoints']).toBe('csp-endpoint="/csp-report"');
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

  it('reads only the /* block of a headers file', () => {
    expect(parseHeadersFile('# note\n/assets/*\n  Cache-Control: immutable\n/*\n  X-Test: 1\n')).toEqual({ 'X-Test': '1' });
  });
});

describe('what a build changes in the policy (scripts/security-headers.ts)', () => {
  const template = parseHeadersFile(read('deploy/_headers'))['Content-Security-Policy'] ?? '';
  it.each([
    { name: 'production', options: PRODUCTION, images: ["'self'", 'data:', 'blob:'], types: ['dompurify', 'html', 'site-worker'], report: '/csp-report' },
    {
      name: 'the demo build names its worker',
      options: DEMO,
      images: ["'self'", 'data:', 'blob:'],
      types: ['dompurify', 'html', 'site-worker', 'mock-worker'],
      report: '/csp-report',
    },
    {
      name: 'a merchant with image CDNs and its own collector',
      options: { mocks: false, imageOrigins: ['https://img.example.com', 'https://*.cdn.example.net'], reportUri: 'https://csp.example.com/r' },
      images: ["'self'", 'data:', 'blob:', 'https://img.example.com', 'https://*.cdn.example.net'],
      types: ['dompurify', 'html', 'site-worker'],
      report: 'https://csp.example.com/r',
    },
  ])('$name', ({ options, images, types, report }) => {
    const built = parsePolicy(buildPolicy(template, options));
    expect(built.get('img-src')).toEqual(images);
    expect(built.get('trusted-types')).toEqual(types);
    expect(built.get('report-uri')).toEqual([report]);
    expect(buildHeaders({ 'Content-Security-Policy': template }, options)['Reporting-Endpoints']).toBe(`csp-endpoint="${report}"`);
  });

  it.each([
    { value: undefined, expected: [] },
    { value: 'https://img.example.com, https://*.cdn.example.net', expected: ['https://img.example.com', 'https://*.cdn.example.net'] },
  ])('VITE_IMAGE_ORIGINS $value', ({ value, expected }) => {
    expect(imageOriginsFrom(value)).toEqual(expected);
  });

  it.each(['https:', 'http://img.example.com', 'https://img.example.com/path', '*', "'unsafe-inline'"])('refuses VITE_IMAGE_ORIGINS=%s', (value) => {
    expect(() => imageOriginsFrom(value)).toThrow(/not an https origin/);
  });

  it.each([
    { value: undefined, expected: '/csp-report' },
    { value: '/reports/csp', expected: '/reports/csp' },
    { value: 'https://csp.example.com/r', expected: 'https://csp.example.com/r' },
  ])('VITE_CSP_REPORT_URI $value', ({ value, expected }) => {
    expect(reportUriFrom(value)).toBe(expected);
  });

  it.each(['//evil.example/r', 'http://csp.example.com/r', '/a; script-src *'])('refuses VITE_CSP_REPORT_URI=%s', (value) => {
    expect(() => reportUriFrom(value)).toThrow();
  });
});

describe('nginx (deploy/nginx.conf)', () => {
  const nginx = renderNginx(read('deploy/nginx.conf'), read('deploy/_headers'), PRODUCTION);
  /** The `add_header` lines that apply to each location (nginx: a location with its own replaces the server's). */
  const locations = () => {
    const server = nginx.slice(nginx.indexOf('server {')).replace(/^\s*#.*$/gm, '');
    const blocks = [...server.matchAll(/location ([^{]+)\{([^}]*)\}/g)].map((match) => ({ name: match[1]!.trim(), body: match[2]! }));
    const outer = server.replace(/location [^{]+\{[^}]*\}/g, '');
    return blocks.map(({ name, body }) => ({ name, body, sent: body.includes('add_header') ? body : outer }));
  };

  it('sends the same policy as _headers on every location, HSTS and COOP included (issue 28)', () => {
    const answering = locations().filter(({ body }) => !/return 404/.test(body));
    expect(answering.map(({ name }) => name)).toEqual(['/assets/', '= /', '~ ^/index(\\.[a-z][a-z])?\\.html$', '/']);
    for (const { name, sent } of answering) {
      for (const header of [
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'Permissions-Policy',
        'Cross-Origin-Opener-Policy',
        'Strict-Transport-Security',
      ]) {
        expect(sent, `${name}: ${header}`).toContain(`add_header ${header} "${headers[header]}" always;`);
      }
      expect(sent, `${name}: Reporting-Endpoints`).toContain('add_header Reporting-Endpoints "csp-endpoint=\\"/csp-report\\"" always;');
    }
  });

  it('does not serve the build’s deploy files or the manifest folder', () => {
    const hidden = locations().filter(({ body }) => /return 404/.test(body));
    expect(hidden.map(({ name }) => name)).toEqual(['= /_headers', '= /nginx.conf', '^~ /.vite/']);
  });
});

describe('the deploy files a build writes (scripts/deploy-check.mjs, used by check:build)', () => {
  let folder = '';
  afterEach(() => rmSync(folder, { recursive: true, force: true }));
  const build = (options: PolicyOptions, extra: (dir: string) => void = () => undefined) => {
    folder = mkdtempSync(join(tmpdir(), 'deploy-check-'));
    writeFileSync(join(folder, '_headers'), renderHeadersFile(read('deploy/_headers'), options));
    writeFileSync(join(folder, 'nginx.conf'), renderNginx(read('deploy/nginx.conf'), read('deploy/_headers'), options));
    extra(folder);
    return deployFileProblems(folder);
  };

  it('passes a production build', () => {
    expect(build(PRODUCTION)).toEqual([]);
  });

  it.each([
    { name: 'no _headers', extra: (dir: string) => rmSync(join(dir, '_headers')), problem: /_headers: missing/ },
    { name: 'a manifest in the output', extra: (dir: string) => mkdirSync(join(dir, '.vite')), problem: /manifest/ },
    {
      name: 'no HSTS',
      extra: (dir: string) =>
        writeFileSync(join(dir, '_headers'), readFileSync(join(dir, '_headers'), 'utf8').replace(/^\s+Strict-Transport-Security:.*$/m, '')),
      problem: /Strict-Transport-Security/,
    },
    {
      name: 'no COOP',
      extra: (dir: string) =>
        writeFileSync(join(dir, '_headers'), readFileSync(join(dir, '_headers'), 'utf8').replace(/^\s+Cross-Origin-Opener-Policy:.*$/m, '')),
      problem: /Cross-Origin-Opener-Policy/,
    },
    {
      name: 'no frame-ancestors',
      extra: (dir: string) => writeFileSync(join(dir, '_headers'), readFileSync(join(dir, '_headers'), 'utf8').replace(/ frame-ancestors 'self';/, '')),
      problem: /frame-ancestors/,
    },
  ])('fails $name', ({ extra, problem }) => {
    expect(build(PRODUCTION, extra).join('\n')).toMatch(problem);
  });

  it('fails the demo policy in a production build (mock-worker)', () => {
    expect(build(DEMO).join('\n')).toMatch(/mock-worker/);
  });
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

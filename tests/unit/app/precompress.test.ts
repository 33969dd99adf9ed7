import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { acceptsGzip, MIN_BYTES, precompressedFiles, precompressFolder, requestedFile } from '../../../scripts/precompress';

const folder = mkdtempSync(join(tmpdir(), 'precompress-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const script = `export const rows = [${Array.from({ length: 200 }, (_, i) => `'row ${i}'`).join(', ')}];\n`;
mkdirSync(join(folder, 'assets'));
writeFileSync(join(folder, 'index.html'), `<!doctype html><title>Lobby</title>${'<p>first screen</p>'.repeat(60)}`);
writeFileSync(join(folder, 'index.en.html'), `<!doctype html><title>Lobby EN</title>${'<p>first screen</p>'.repeat(60)}`);
writeFileSync(join(folder, 'assets', 'app.js'), script);
writeFileSync(join(folder, 'assets', 'tiny.css'), 'a{color:red}');
writeFileSync(join(folder, 'assets', 'logo.png'), Buffer.alloc(4096, 7));
writeFileSync(join(folder, 'nginx.conf'), '# not served '.repeat(100));
const written = precompressFolder(folder).sort();

describe('precompressFolder: a gzip copy beside each text file worth it', () => {
  it('writes copies of the pages and scripts only: not images, deploy files or files under the threshold', () => {
    expect(written).toEqual(['assets/app.js.gz', 'index.en.html.gz', 'index.html.gz']);
    expect(MIN_BYTES).toBeGreaterThan('a{color:red}'.length);
  });

  it('a copy holds exactly the file, in fewer bytes', () => {
    const packed = readFileSync(join(folder, 'assets', 'app.js.gz'));
    expect(gunzipSync(packed).toString()).toBe(script);
    expect(packed.length).toBeLessThan(script.length / 3);
  });
});

describe('acceptsGzip: what the Accept-Encoding header allows', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    ['br', false],
    ['gzip;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ])('%j -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe("requestedFile: the file an address asks for, and never one outside the build's folder", () => {
  it.each([
    ['/assets/app.js', true, join(folder, 'assets', 'app.js')],
    ['/index.en.html?lang=en', true, join(folder, 'index.en.html')],
    ['/', true, join(folder, 'index.html')],
    ['/rng?lang=en', true, join(folder, 'index.html')],
    ['/member/security-center', true, join(folder, 'index.html')],
    ['/member/security-center', false, join(folder, 'member', 'security-center')],
    ['/assets/..%2f..%2f..%2fetc%2fpasswd', true, undefined],
    ['/assets/%2e%2e/%2e%2e/app.js', true, join(folder, 'app.js')],
    ['/%E0%A4%A', true, undefined],
  ])('%s (a page: %s)', (url, acceptsHtml, expected) => {
    expect(requestedFile(folder, url, acceptsHtml)).toBe(expected);
  });
});

/** One request through the middleware: what it sent, or that it passed the request on. */
function serve(url: string, headers: Record<string, string>, method = 'GET') {
  const sent: { headers: Record<string, unknown>; body?: Buffer; passed: boolean } = { headers: {}, passed: false };
  const req = { url, method, headers } as never;
  const res = {
    setHeader: (name: string, value: unknown) => void (sent.headers[name.toLowerCase()] = value),
    end: (body?: Buffer) => void (sent.body = body),
  } as never;
  precompressedFiles(() => folder)(req, res, () => void (sent.passed = true));
  return sent;
}

describe('precompressedFiles: the preview sends the copy as nginx gzip_static does', () => {
  it("sends a script's copy, marked gzip, to a browser that takes it, with a year of cache for hashed assets", () => {
    const sent = serve('/assets/app.js', { 'accept-encoding': 'gzip, br' });
    expect(sent.passed).toBe(false);
    expect(sent.headers).toMatchObject({ 'content-type': 'text/javascript', 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
    expect(sent.headers['cache-control']).toContain('immutable');
    expect(gunzipSync(sent.body!).toString()).toBe(script);
  });

  it("sends a language's page, and the lobby's page for an app route, asked again each time", () => {
    const en = serve('/index.en.html?lang=en', { 'accept-encoding': 'gzip', accept: 'text/html' });
    expect(gunzipSync(en.body!).toString()).toContain('Lobby EN');
    const route = serve('/rng', { 'accept-encoding': 'gzip', accept: 'text/html,*/*' });
    expect(gunzipSync(route.body!).toString()).toContain('<title>Lobby</title>');
    expect(route.headers['cache-control']).toBe('no-cache');
  });

  it('answers HEAD with the headers only', () => {
    const sent = serve('/assets/app.js', { 'accept-encoding': 'gzip' }, 'HEAD');
    expect(sent.headers['content-encoding']).toBe('gzip');
    expect(sent.body).toBeUndefined();
  });

  it.each([
    ['a browser that takes no gzip', '/assets/app.js', { 'accept-encoding': 'br' }, 'GET'],
    ['a file with no copy', '/assets/tiny.css', { 'accept-encoding': 'gzip' }, 'GET'],
    ['a file that is not text', '/assets/logo.png', { 'accept-encoding': 'gzip' }, 'GET'],
    ['a request that sends data', '/assets/app.js', { 'accept-encoding': 'gzip' }, 'POST'],
    ['an address outside the folder', '/assets/..%2f..%2fapp.js', { 'accept-encoding': 'gzip' }, 'GET'],
  ])('passes on %s to the static server', (_case, url, headers, method) => {
    expect(serve(url, headers, method).passed).toBe(true);
  });
});

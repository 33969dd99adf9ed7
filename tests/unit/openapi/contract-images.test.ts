import { readdirSync, readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIBERATELY_BROKEN } from '@mocks/assets/render';
import { assetHandlers } from '@mocks/handlers/assets';
import { mockAssetsPlugin } from '../../../scripts/dev-prism.mjs';
import { CONTRACT_FILE, PRISM_FILE } from '../../support/contract';

/**
 * Every image URL in an example or a mock answer loads with an image content
 * type: under MSW (`npm run dev` and the demo build) and under Vite's
 * middleware in Prism mode (`npm run dev:prism`). Only the images that fail on
 * purpose (the default-icon fallback, the sanitiser's tracking pixel) do not.
 */
const sources = [PRISM_FILE, CONTRACT_FILE, ...readdirSync('mocks/db').map((file) => `mocks/db/${file}`)];
const urls = [...new Set(sources.flatMap((file) => readFileSync(file, 'utf8').match(/\/mock-assets\/[^"'\s)<>`]+/g) ?? []))]
  .filter((url) => !url.includes('${') && !url.endsWith('/...'))
  .map((url) => url.replace(/&amp;/g, '&'));
const broken = (url: string) => DELIBERATELY_BROKEN.some((pattern) => pattern.test(new URL(url, 'http://x').pathname));
const meant = urls.filter((url) => !broken(url));

type Middleware = (req: { url: string }, res: FakeResponse, next: (error?: unknown) => void) => Promise<void> | void;
type FakeResponse = {
  statusCode: number;
  headers: Record<string, string>;
  body?: string;
  setHeader(name: string, value: string): void;
  end(body?: string): void;
};

async function viaVite(middleware: Middleware, url: string) {
  const res: FakeResponse = {
    statusCode: 200,
    headers: {},
    setHeader(name, value) {
      this.headers[name.toLowerCase()] = value;
    },
    end(body) {
      this.body = body;
    },
  };
  let passed = false;
  await middleware({ url }, res, () => (passed = true));
  return { status: passed ? 'next' : res.statusCode, type: res.headers['content-type'] };
}

describe('mock images', () => {
  const server = setupServer(...assetHandlers);
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterAll(() => server.close());

  it('are referenced by the examples and the mock data', () => {
    console.info(`${meant.length} image URLs meant to load, ${urls.length - meant.length} failing on purpose`);
    expect(meant.length).toBeGreaterThan(60);
    expect(urls.filter(broken).length).toBeGreaterThan(0);
  });

  it('all load under MSW with an image content type', async () => {
    const failing: string[] = [];
    for (const url of meant) {
      const res = await fetch(`http://localhost:5173${url}`);
      if (res.status !== 200 || !res.headers.get('content-type')?.startsWith('image/')) failing.push(`${url} ${res.status}`);
    }
    expect(failing).toEqual([]);
  });

  it('all load through the Prism-mode dev server’s middleware', async () => {
    let middleware: Middleware | undefined;
    mockAssetsPlugin().configureServer({
      middlewares: { use: (fn: Middleware) => (middleware = fn) },
      ssrLoadModule: () => import('@mocks/assets/render'),
    });
    if (!middleware) throw new Error('the plugin registered no middleware');
    const failing: string[] = [];
    for (const url of meant) {
      const { status, type } = await viaVite(middleware, url);
      if (status !== 200 || !type?.startsWith('image/')) failing.push(`${url} ${status}`);
    }
    expect(failing).toEqual([]);
    expect(await viaVite(middleware, '/wps/system/status')).toMatchObject({ status: 'next' });
  });

  it('fail on purpose only where a test needs them to', async () => {
    for (const url of urls.filter(broken)) expect((await fetch(`http://localhost:5173${url}`)).status).toBe(404);
  });
});

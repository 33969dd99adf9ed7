import { describe, expect, it } from 'vitest';
import { addressOf, firstScreenScript, pageOf, withFirstScreen } from '../../../scripts/prerender';

const OPTIONS = { languages: ['MY', 'EN', 'TH', 'AR'], defaultLanguage: 'MY' };

/** Runs the inline script as a browser would, on a page whose HTML holds `page`'s first screen; returns the mark it leaves. */
function decide(
  page: string,
  address: string,
  { stored = null, session = null, sideMenu = null }: { stored?: string | null; session?: string | null; sideMenu?: string | null } = {},
) {
  const url = new URL(address, 'https://site.example');
  let mark: string | null = page;
  const document = {
    documentElement: { getAttribute: () => mark, setAttribute: (_name: string, value: string) => (mark = value) },
  };
  const storage = (values: Record<string, string | null>) => ({ getItem: (key: string) => values[key] ?? null });
  const run = new Function('document', 'location', 'localStorage', 'sessionStorage', 'URLSearchParams', firstScreenScript(OPTIONS));
  run(document, { pathname: url.pathname, search: url.search }, storage({ language: stored, 'side-menu': sideMenu }), storage({ session }), URLSearchParams);
  return mark;
}

describe('the first screen inline script (ADR 0022)', () => {
  it.each([
    { page: 'MY', address: '/', expected: 'MY' },
    { page: 'EN', address: '/?lang=en', expected: 'EN' },
    { page: 'AR', address: '/?lang=ar', expected: 'AR' },
    // The Burmese page served for another address or language: React renders afresh.
    { page: 'MY', address: '/?lang=my', expected: 'off' },
    { page: 'MY', address: '/rng', expected: 'off' },
    { page: 'MY', address: '/?code=abc', expected: 'off' },
    { page: 'MY', address: '/', stored: 'EN', expected: 'off' },
    { page: 'EN', address: '/?lang=en&redirect=%2Fmember', expected: 'off' },
    // A language outside the build reads as the stored choice or the default, like initialLanguage.
    { page: 'MY', address: '/', stored: 'FR', expected: 'MY' },
    { page: 'MY', address: '/', session: '{"token":"t"}', expected: 'off' },
    // The HTML draws the side menu expanded; a visitor who collapsed it gets a fresh render.
    { page: 'MY', address: '/', sideMenu: 'collapsed', expected: 'off' },
    { page: 'MY', address: '/', sideMenu: 'expanded', expected: 'MY' },
  ])(
    '$address on the $page page (stored $stored, session $session, side menu $sideMenu): $expected',
    ({ page, address, stored, session, sideMenu, expected }) => {
      expect(decide(page, address, { stored, session, sideMenu })).toBe(expected);
    },
  );

  it('asks for the notices at once on the lobby and draws the first home banner in its placeholder', async () => {
    const asked: string[] = [];
    const placeholder = { style: {} as Record<string, string> };
    const banners = [
      { groupName: 'w_promotion', url: '/promo.webp' },
      { groupName: 'w_home', url: '/home-1.webp' },
    ];
    const document = {
      readyState: 'complete',
      documentElement: { getAttribute: () => 'EN', setAttribute: () => undefined },
      querySelector: (selector: string) => (selector === '.banners--loading' ? placeholder : null),
    };
    const fetch = (url: string) => {
      asked.push(url);
      return Promise.resolve({ json: () => Promise.resolve({ success: true, value: { banners } }) });
    };
    class Image {
      src = '';
      fetchPriority = '';
      decode = () => Promise.resolve();
    }
    const script = firstScreenScript({ ...OPTIONS, apiBase: 'https://api.example' });
    const run = new Function('document', 'location', 'localStorage', 'sessionStorage', 'URLSearchParams', 'fetch', 'Image', script);
    run(document, { pathname: '/', search: '?lang=en' }, { getItem: () => null }, { getItem: () => null }, URLSearchParams, fetch, Image);
    await expect.poll(() => placeholder.style.background).toBe('center/cover no-repeat url("/home-1.webp")');
    expect(asked).toEqual(['https://api.example/wps/content/notice?types=B%2CPL%2CPU%2CPR&platform=W&execution=B&language=EN']);
  });

  it('makes no early call on a build on mocks', () => {
    expect(firstScreenScript(OPTIONS)).not.toContain('fetch(');
  });

  it('names each language page and its address', () => {
    expect([pageOf('MY', 'MY'), pageOf('EN', 'MY'), addressOf('MY', 'MY'), addressOf('TH', 'MY')]).toEqual(['index.html', 'index.en.html', '/', '/?lang=th']);
  });

  it('puts the first screen in #root, the page in its language and direction', () => {
    const template = '<html lang="my"><head></head><body><div id="root"><!--first-screen--></div>\n<!--/first-screen--></body></html>';
    const page = withFirstScreen(template, 'AR', '<div class="app-shell"></div>', ['<link rel="stylesheet" href="/a.css">']);
    expect(page).toContain('<html lang="ar" dir="rtl" data-first-screen="AR">');
    expect(page).toContain('<div id="root"><div class="app-shell"></div></div></body>');
    expect(page).toContain('<link rel="stylesheet" href="/a.css">\n</head>');
  });
});

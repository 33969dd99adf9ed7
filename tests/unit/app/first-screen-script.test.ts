import { describe, expect, it } from 'vitest';
import { addressOf, CODE_WAITS_AT_MOST_MS, firstScreenScript, inlineCss, pageOf, PRELOADS_PER_TASK, withFirstScreen } from '../../../scripts/prerender';

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
    documentElement: {
      getAttribute: (name: string) => (name === 'data-first-screen' ? mark : null),
      setAttribute: (_name: string, value: string) => (mark = value),
    },
  };
  const storage = (values: Record<string, string | null>) => ({ getItem: (key: string) => values[key] ?? null });
  const run = new Function(
    'document',
    'location',
    'localStorage',
    'sessionStorage',
    'URLSearchParams',
    'requestAnimationFrame',
    'setTimeout',
    firstScreenScript(OPTIONS),
  );
  const never = () => undefined;
  run(
    document,
    { pathname: url.pathname, search: url.search },
    storage({ language: stored, 'side-menu': sideMenu }),
    storage({ session }),
    URLSearchParams,
    never,
    never,
  );
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

  /** Runs the inline script on the English lobby page on a real API; `answer` is what the notices call answers. */
  function lobbyPage(
    answer: () => Promise<unknown>,
    mark = 'EN',
    code = '/assets/index.js /assets/framework.js',
    catalogs?: string,
    frames = true,
    routeLists?: string,
  ) {
    const asked: string[] = [];
    const preloaded: string[] = [];
    const style: Record<string, string> = {};
    const placeholder = { style: Object.assign(style, { setProperty: (name: string, value: string) => (style[name] = value) }) };
    const timers: (() => void)[] = [];
    const html: Record<string, string> = {
      'data-first-screen': mark,
      'data-app-code': code,
      ...(catalogs ? { 'data-catalogs': catalogs } : {}),
      ...(routeLists ? { 'data-route-lists': routeLists } : {}),
    };
    const document = {
      readyState: 'complete',
      documentElement: { getAttribute: (name: string) => html[name] ?? null, setAttribute: (name: string, value: string) => (html[name] = value) },
      querySelector: (selector: string) => (selector === '.banners--loading' ? placeholder : null),
      createElement: () => ({ rel: '', href: '' }),
      head: { appendChild: (link: { rel: string; href: string }) => preloaded.push(`${link.rel} ${link.href}`) },
    };
    const fetch = (url: string) => {
      asked.push(url);
      return answer().then((body) => ({ clone: () => ({ json: () => Promise.resolve(body) }) }));
    };
    class Image {
      src = '';
      fetchPriority = '';
      decode = () => Promise.resolve();
    }
    // A task queued for later (the app's code capped by time, the next few preloads) runs when the test says so.
    const later: { run: () => void; at: number }[] = [];
    const setTimeout = (run: () => void, ms = 0) => (ms >= CODE_WAITS_AT_MOST_MS ? timers.push(run) : later.push({ run, at: ms }));
    // A tab in the background paints no frame.
    const requestAnimationFrame = (run: () => void) => (frames ? run() : undefined);
    const script = firstScreenScript({ ...OPTIONS, apiBase: 'https://api.example' }).replace('import(c[0])', 'preloaded.push("import "+c[0])');
    const names = [
      'document',
      'location',
      'localStorage',
      'sessionStorage',
      'URLSearchParams',
      'fetch',
      'Image',
      'setTimeout',
      'requestAnimationFrame',
      'preloaded',
    ];
    const run = new Function(...names, script);
    const none = { getItem: () => null };
    run(document, { pathname: '/', search: '?lang=en' }, none, none, URLSearchParams, fetch, Image, setTimeout, requestAnimationFrame, preloaded);
    // The earliest due first (a stable sort: tasks due at once keep their order).
    const nextTask = () =>
      later
        .sort((a, b) => a.at - b.at)
        .shift()
        ?.run();
    const settle = () => {
      while (later.length > 0) nextTask();
    };
    return { asked, preloaded, placeholder, cap: () => timers.forEach((timer) => timer()), nextTask, settle };
  }
  const BANNERS = [
    { groupName: 'w_promotion', url: '/promo.webp' },
    { groupName: 'w_home', url: '/home-1.webp' },
  ];
  const APP_CODE = ['import /assets/index.js', 'modulepreload /assets/framework.js'];

  it('asks for the notices at once on the lobby, draws the first home banner, then loads the app', async () => {
    const page = lobbyPage(() => Promise.resolve({ success: true, value: { banners: BANNERS } }));
    expect(page.asked).toEqual(['https://api.example/wps/content/notice?types=B%2CPL%2CPU%2CPR&platform=W&execution=B&language=EN']);
    // Nothing else on the network before the banner.
    expect(page.preloaded).toEqual([]);
    await expect.poll(() => page.placeholder.style.background).toBe('center/cover no-repeat url("/home-1.webp")');
    // The placeholder's light stops sweeping over the banner it now shows (base.css, .ui-shimmer).
    expect(page.placeholder.style['--ui-shimmer']).toBe('none');
    // The app's code comes in a task after the frame that paints the banner.
    expect(page.preloaded).toEqual([]);
    page.settle();
    expect(page.preloaded).toEqual(APP_CODE);
  });

  it.each([
    ['the notices call fails', () => Promise.reject(new Error('offline'))],
    ['no home banner', () => Promise.resolve({ success: true, value: { banners: [BANNERS[0]] } })],
  ])('loads the app at once when %s', async (_case, answer) => {
    const page = lobbyPage(answer);
    await expect.poll(() => page.preloaded).toEqual(APP_CODE);
    expect(page.placeholder.style.background).toBeUndefined();
  });

  it('loads the app once, after a silent API has held it at most its time', () => {
    const page = lobbyPage(() => new Promise(() => undefined));
    expect(page.preloaded).toEqual([]);
    page.cap();
    page.cap();
    expect(page.preloaded).toEqual(APP_CODE);
  });

  it("loads the app once the boot splash has painted, without the notices call, on a page that is not the HTML's", () => {
    const page = lobbyPage(() => Promise.resolve({}), 'MY');
    expect(page.asked).toEqual([]);
    // Not in the inline script's own task: the frame that paints the splash comes first.
    expect(page.preloaded).toEqual([]);
    page.nextTask();
    expect(page.preloaded).toEqual(APP_CODE);
    page.settle();
    expect(page.preloaded).toEqual(APP_CODE);
  });

  it('loads the app in a tab that paints no frame (opened in the background) after a short wait', () => {
    const page = lobbyPage(() => Promise.resolve({}), 'MY', undefined, undefined, false);
    expect(page.preloaded).toEqual([]);
    page.settle();
    expect(page.preloaded).toEqual(APP_CODE);
  });

  it(`asks for the app's files ${PRELOADS_PER_TASK} per task, the entry first`, () => {
    const files = Array.from({ length: 10 }, (_, index) => `/assets/${index}.js`);
    const page = lobbyPage(() => Promise.resolve({}), 'MY', files.join(' '));
    const modulePreloads = files.slice(1).map((file) => `modulepreload ${file}`);
    page.nextTask();
    expect(page.preloaded).toEqual(['import /assets/0.js', ...modulePreloads.slice(0, 4)]);
    page.nextTask();
    expect(page.preloaded).toEqual(['import /assets/0.js', ...modulePreloads.slice(0, 8)]);
    page.nextTask();
    expect(page.preloaded).toEqual(['import /assets/0.js', ...modulePreloads]);
    page.settle();
    expect(page.preloaded).toHaveLength(10);
  });

  it("preloads the texts of the page's language right after the entry, not a round trip after the app's code", () => {
    // The page is English (?lang=en) although its HTML is Burmese's: English's texts, not Burmese's.
    const page = lobbyPage(() => Promise.resolve({}), 'MY', '/assets/index.js /assets/framework.js', 'MY:/assets/my.js EN:/assets/en.js');
    page.settle();
    expect(page.preloaded).toEqual(['import /assets/index.js', 'modulepreload /assets/en.js', 'modulepreload /assets/framework.js']);
  });

  it.each([
    ['the lobby, which loads them once it has loaded', 'EN', ['import /assets/index.js', 'modulepreload /assets/en.js', 'modulepreload /assets/framework.js']],
    [
      'another page, whose route code needs them first',
      'MY',
      ['import /assets/index.js', 'modulepreload /assets/en.js', 'modulepreload /assets/lists.js', 'modulepreload /assets/framework.js'],
    ],
  ])("preloads the other routes' lists on %s", async (_case, mark, expected) => {
    const page = lobbyPage(
      () => Promise.resolve({ success: true, value: { banners: [] } }),
      mark,
      '/assets/index.js /assets/framework.js',
      'MY:/assets/my.js EN:/assets/en.js',
      true,
      '/assets/lists.js',
    );
    // The lobby's code comes after its answer (no banner here), the other page's after a frame.
    await expect
      .poll(() => {
        page.settle();
        return page.preloaded;
      })
      .toEqual(expected);
  });

  it('sets zod jitless before any module runs (what public/zod-jitless.js does on the dev server)', () => {
    const zodConfig = () => (globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig;
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    decide('MY', '/');
    expect(zodConfig()?.jitless).toBe(true);
  });

  it('makes no early call on a build on mocks', () => {
    expect(firstScreenScript(OPTIONS)).not.toContain('fetch(');
  });

  it('names each language page and its address', () => {
    expect([pageOf('MY', 'MY'), pageOf('EN', 'MY'), addressOf('MY', 'MY'), addressOf('TH', 'MY')]).toEqual(['index.html', 'index.en.html', '/', '/?lang=th']);
  });

  it('puts the first screen in #root, the page in its language and direction, its styles inline and its code in data-app-code', () => {
    const template = [
      '<html lang="my"><head>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
      '<link rel="stylesheet" crossorigin href="/assets/index.css">',
      '</head><body><div id="root"><!--first-screen--></div>\n<!--/first-screen--></body></html>',
    ].join('\n');
    const css: Record<string, string> = { '/assets/index.css': '.a{color:red}', '/assets/lobby.css': '.b{color:blue}' };
    const page = withFirstScreen(
      template,
      'AR',
      '<div class="app-shell"></div>',
      { code: ['/assets/lobby.js'], css: ['/assets/lobby.css'], catalogs: { MY: '/assets/my.js', AR: '/assets/ar.js' }, routeLists: '/assets/lists.js' },
      (href) => css[href]!,
    );
    expect(page).toContain(
      '<html lang="ar" dir="rtl" data-first-screen="AR" data-app-code="/assets/index.js /assets/framework.js /assets/lobby.js" data-catalogs="MY:/assets/my.js AR:/assets/ar.js" data-route-lists="/assets/lists.js">',
    );
    expect(page).toContain('<div id="root"><div class="app-shell"></div></div></body>');
    // No request before the first paint: no module script, no modulepreload, no stylesheet to fetch.
    expect(page).not.toMatch(/<script type="module"|modulepreload|rel="stylesheet" crossorigin href="[^"]+">/);
    expect(page).toContain('<style>.a{color:red}\n.b{color:blue}</style>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/lobby.css" disabled>');
  });

  it.each([
    ['url(noto.woff2)', 'url(/assets/noto.woff2)'],
    ['url("noto.woff2")', 'url("/assets/noto.woff2")'],
    ['url(/assets/noto.woff2)', 'url(/assets/noto.woff2)'],
    ['url(data:image/svg+xml,x)', 'url(data:image/svg+xml,x)'],
    ['url(https://cdn.example/a.png)', 'url(https://cdn.example/a.png)'],
    ['a::after{content:"</style>"}', 'a::after{content:"<\\/style>"}'],
  ])('inlines %s as %s', (css, expected) => {
    expect(inlineCss(css, '/assets/fonts.css')).toBe(expected);
  });
});

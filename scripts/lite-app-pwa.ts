// The lite app's build (issue 29, ADR 0024): the web app manifest, the iOS home-screen tags and, in a
// production build only, the Workbox service worker made by vite-plugin-pwa. vite.config.ts adds these
// plugins in one line; everything the lite app changes in the build is here.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';
import { LANGUAGES } from '../src/lib/language.ts';

export type LiteAppOptions = {
  root: string;
  /** A build with the mocks: MSW's worker owns the scope, so no site worker (ADR 0012, 0024). */
  mocks: boolean;
  /** The merchant's settings: VITE_APP_NAME, VITE_APP_SHORT_NAME, VITE_DEFAULT_LANGUAGE, VITE_APP_VERSION. */
  setting: (name: string) => string | undefined;
};

/** A design token's value from src/ui/styles/tokens.css (`--color-bg` -> `#0b0f1a`). */
export function tokenOf(css: string, name: string): string {
  const value = new RegExp(`${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim();
  if (!value) throw new Error(`tokens.css has no ${name}`);
  return value;
}

/** `{ English: translation }` of a Lingui .po catalog (one-line msgid and msgstr). */
export function poTexts(po: string): Record<string, string> {
  const texts: Record<string, string> = {};
  for (const [, id, text] of po.matchAll(/^msgid "((?:[^"\\]|\\.)+)"\nmsgstr "((?:[^"\\]|\\.)*)"$/gm)) {
    if (id && text) texts[JSON.parse(`"${id}"`) as string] = JSON.parse(`"${text}"`) as string;
  }
  return texts;
}

/** The web app manifest: names from the merchant's settings, colours from the design tokens, texts in the default language. */
export function liteAppManifest({ root, setting }: Pick<LiteAppOptions, 'root' | 'setting'>): Partial<ManifestOptions> {
  const tokens = readFileSync(join(root, 'src/ui/styles/tokens.css'), 'utf8');
  const language = (setting('VITE_DEFAULT_LANGUAGE') ?? 'MY').trim().toUpperCase();
  const catalog = join(root, 'locales', language.toLowerCase(), 'lite-app.po');
  const texts = existsSync(catalog) ? poTexts(readFileSync(catalog, 'utf8')) : {};
  const text = (english: string) => texts[english] || english;
  const name = setting('VITE_APP_NAME')?.trim() || 'Royal Lobby';
  const info = LANGUAGES[language];
  return {
    id: '/',
    name,
    short_name: setting('VITE_APP_SHORT_NAME')?.trim() || name,
    lang: info?.bcp47 ?? 'my',
    dir: info?.rtl ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'any',
    theme_color: tokenOf(tokens, '--color-bg'),
    background_color: tokenOf(tokens, '--color-bg'),
    categories: ['games', 'entertainment'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      { name: text('Deposit'), url: '/member/deposit', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
      { name: text('My games'), url: '/favorite', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    ],
  };
}

/**
 * What the worker precaches, besides the site's own files (index.html, the icons): the app shell (the entry
 * chunk, what it imports, their CSS) and the default language's catalog and font slice. Filled while the bundle
 * is written; everything else under /assets/ is cached the first time it loads (hashed, cache-first).
 */
function appShell(defaultLanguage: string): { plugin: Plugin; files: Set<string> } {
  const files = new Set<string>();
  const font = LANGUAGES[defaultLanguage]?.font;
  return {
    files,
    plugin: {
      name: 'lite-app-shell',
      apply: 'build',
      generateBundle(_options, bundle) {
        files.clear();
        const add = (fileName: string) => {
          const item = bundle[fileName];
          if (!item || files.has(fileName)) return;
          files.add(fileName);
          if (item.type !== 'chunk') return;
          item.imports.forEach(add);
          item.viteMetadata?.importedCss.forEach((css) => files.add(css));
        };
        for (const item of Object.values(bundle)) {
          if (item.type === 'chunk' && item.isEntry) add(item.fileName);
          // The default language's catalog chunk (virtual:catalog/<code>) and its script's web-font CSS.
          if (item.type === 'chunk' && item.facadeModuleId === `\0virtual:catalog/${defaultLanguage}`) add(item.fileName);
          if (item.type === 'chunk' && font && item.facadeModuleId?.endsWith(`/src/ui/styles/fonts/${font}.css`)) add(item.fileName);
          // The script's own subset only (`noto-sans-myanmar-myanmar-400-normal`), not its Latin twins.
          if (item.type === 'asset' && font && new RegExp(`-${font}-\\d+-normal-[\\w-]+\\.woff2$`).test(item.fileName)) files.add(item.fileName);
        }
        if (font)
          for (const item of Object.values(bundle))
            if (item.type === 'asset' && item.fileName.endsWith('.css') && item.names.some((n) => n.includes(font))) files.add(item.fileName);
      },
    },
  };
}

/** The iOS home-screen tags (Safari reads these, not the manifest's icons) and the manifest link on every build. */
function homeScreenTags(shortName: string): Plugin {
  return {
    name: 'lite-app-home-screen-tags',
    transformIndexHtml: () => [
      { tag: 'link', attrs: { rel: 'apple-touch-icon', href: '/icons/apple-touch-icon.png' }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'apple-mobile-web-app-capable', content: 'yes' }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'mobile-web-app-capable', content: 'yes' }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'apple-mobile-web-app-status-bar-style', content: 'black' }, injectTo: 'head' },
      { tag: 'meta', attrs: { name: 'apple-mobile-web-app-title', content: shortName }, injectTo: 'head' },
    ],
  };
}

/** The build's version for the field figures (config.appVersion): VITE_APP_VERSION, else package.json's. */
function appVersion(root: string, setting: LiteAppOptions['setting']): Plugin {
  const version = setting('VITE_APP_VERSION') ?? (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }).version;
  return { name: 'lite-app-version', config: () => ({ define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(version) } }) };
}

export function liteApp({ root, mocks, setting }: LiteAppOptions): Plugin[] {
  const manifest = liteAppManifest({ root, setting });
  const shell = appShell((setting('VITE_DEFAULT_LANGUAGE') ?? 'MY').trim().toUpperCase());
  return [
    appVersion(root, setting),
    homeScreenTags(manifest.short_name ?? 'Royal Lobby'),
    shell.plugin,
    ...VitePWA({
      // Mocks: no site worker and no manifest link; MSW's worker (mocks/public) keeps the scope.
      disable: mocks,
      registerType: 'prompt',
      // src/features/lite-app/worker.ts registers it (workbox-window, through the site-worker Trusted Types policy).
      injectRegister: false,
      manifest,
      includeManifestIcons: true,
      workbox: {
        globPatterns: ['**/*.{js,css,html,woff2,png,svg,webmanifest}'],
        globIgnores: ['**/node_modules/**', 'nginx.conf', '_headers'],
        // Only the app shell, the icons and the default language's catalog and font: every other route's code
        // is cached when first used.
        manifestTransforms: [
          (entries) => ({
            manifest: entries.filter((entry) => !entry.url.startsWith('assets/') || shell.files.has(entry.url)),
            warnings: [],
          }),
        ],
        // A navigation always asks the network (the page may have changed, a deploy may be out); without a
        // network the precached shell starts and shows the offline page in the player's language.
        navigateFallback: null,
        runtimeCaching: [
          {
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/index.html' } },
          },
          {
            // Hashed file names never change their content: cache-first, kept a month.
            urlPattern: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'assets',
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
              // A hashed file is the same for every request: a server's `Vary: Origin` (module scripts send
              // Origin, fetch() and stylesheets do not) must not make a cached copy miss offline.
              matchOptions: { ignoreVary: true },
            },
          },
          // Nothing else is routed: the API (/wps, /lgw, any API origin), the member socket and the game frames
          // go to the network untouched, never into a cache. Money and sessions are live, and no token is kept.
        ],
        cleanupOutdatedCaches: true,
        // One file: a worker under the site's Trusted Types policy may not importScripts() a plain string.
        inlineWorkboxRuntime: true,
        // The first worker takes the page it was installed from; a later one waits for the player's "Update".
        clientsClaim: true,
        skipWaiting: false,
      },
    }),
  ];
}

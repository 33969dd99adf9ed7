// The lobby's first screen in the HTML (issue 33, ADR 0022): after `vite build` writes the client, this step renders
// the route tree at `/` with React's static renderer (react-dom/static, through Vite's SSR loader and the same
// plugins) once per language of the build, every call pending (the sections' sized placeholders), and writes
// `index.html` (the default language) and `index.<code>.html` (the others). The page hydrates it (src/main.tsx).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Connect, type Plugin } from 'vite';
import { LANGUAGES } from '../src/lib/language.ts';
import { LISTS_MANIFEST_KEY } from './route-preload-lists.ts';
import { manifestFile } from './security-headers.ts';

export type FirstScreenOptions = {
  /** The build's languages (VITE_LANGUAGES), upper case. */
  languages: readonly string[];
  /** The language of `/` without `?lang=` or a stored choice (VITE_DEFAULT_LANGUAGE, in the list). */
  defaultLanguage: string;
  /**
   * Where the inline script asks for the notices (VITE_API_BASE_URL, '' for this origin), or null: a build on mocks
   * answers in the browser only once the mock worker runs, so its page makes no early call.
   */
  apiBase?: string | null;
};

/** The file of a language's first screen: the default language's is the site's index.html. */
export const pageOf = (code: string, defaultLanguage: string) => (code === defaultLanguage ? 'index.html' : `index.${code.toLowerCase()}.html`);

/**
 * On a page whose HTML is not its first screen, the app's code starts once the boot splash has painted (the frame
 * after the inline script; the 16-27 ms of starting its requests no longer come before that paint, and Lighthouse
 * no longer counts the code as holding the first paint back: issue 33), or after this long where no frame comes (a
 * tab opened in the background).
 */
export const PAINT_WAITS_AT_MOST_MS = 100;

/** How long the app's code waits for the first banner at most before it loads anyway (a slow or silent API). */
export const CODE_WAITS_AT_MOST_MS = 2000;

/**
 * How many of the app's files the inline script asks for in one task. Each modulepreload link costs the page's main
 * thread about 1 ms to start (its request's checks); the lobby's 24 in one task were a 16-27 ms task, 65-110 ms under
 * Lighthouse's 4x CPU: blocking time right after the first paint (issue 33). Four per task stay far below that.
 */
export const PRELOADS_PER_TASK = 4;

/**
 * The inline script at the top of every page (about 1.5 KB, allowed by its hash in the CSP). Before the
 * first paint it decides whether the HTML's first screen is the one the app will draw: the address it was rendered
 * for (`/` for the default language, `/?lang=en` for English ...), signed out, the side menu not collapsed by the
 * visitor (src/features/shell/hooks/use-side-menu.ts), in the page's language (`?lang=`, else
 * the stored choice, else the default: src/lib/i18n.ts initialLanguage). If not, `data-first-screen="off"` shows the boot splash in its place and the
 * app renders afresh (src/main.tsx); if so, the app hydrates the HTML.
 *
 * It also starts the app's code (ADR 0034): the page names its entry and the entry's modules in `data-app-code`
 * instead of a module script and modulepreloads, so that on the lobby the first banner's chain (the notices call,
 * then the image) is alone on the network until the banner has painted; on any other page once the boot splash has
 * painted (PAINT_WAITS_AT_MOST_MS). The entry is
 * imported first, then the texts of the page's language (`data-catalogs`: the app would ask for them only once its
 * code has run, a round trip later) and the entry's modules are preloaded, a few per task (PRELOADS_PER_TASK). On a
 * page that is not the HTML's first screen, the other routes' preload lists (`data-route-lists`) come right after the
 * texts: such a page's route is what its code loads first, and its imports wait for the lists
 * (scripts/route-preload-lists.ts); the lobby's page loads them once it has loaded.
 */
export function firstScreenScript({ languages, defaultLanguage, apiBase = null }: FirstScreenOptions): string {
  // The first banner, when the page is the lobby's: the notices (the same call as src/features/notices, whose first
  // query takes this answer over: src/lib/first-screen.ts takeEarlyAnswer), then the first w_home banner's image,
  // drawn as the placeholder's background once decoded. React replaces the placeholder with the carousel, whose first
  // slide is the same (cached) image. Then (two frames later: the frame that paints the background has passed), or on
  // any failure, or after CODE_WAITS_AT_MOST_MS, the app's code loads.
  const banner =
    apiBase === null
      ? 'go();'
      : `var n=${JSON.stringify(apiBase)}+'/wps/content/notice?types=B%2CPL%2CPU%2CPR&platform=W&execution=B&language='+l,f=fetch(n,{headers:{Accept:'application/json'},redirect:'error'});` +
        `globalThis.__firstScreenNotices={url:n,answer:f};setTimeout(go,${CODE_WAITS_AT_MOST_MS});` +
        `f.then(function(r){return r.clone().json()}).then(function(b){var u=((b.value||{}).banners||[]).filter(function(x){return x.groupName==='w_home'})[0],i=new Image();` +
        `if(!u||!u.url)return go();i.fetchPriority='high';i.src=u.url;return i.decode().then(function(){var d=function(){var e=document.querySelector('.banners--loading');` +
        `if(e){e.style.background='center/cover no-repeat url('+JSON.stringify(u.url)+')';e.style.setProperty('--ui-shimmer','none')}requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(go)})})};` +
        `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',d):d()})}).catch(go);`;
  return (
    // zod without `new Function` (public/zod-jitless.js, which the dev server's page still loads), before any module.
    `(globalThis.__zod_globalConfig=globalThis.__zod_globalConfig||{}).jitless=!0;` +
    `(function(){var h=document.documentElement,p=h.getAttribute('data-first-screen'),q=new URLSearchParams(location.search),` +
    `C=(h.getAttribute('data-app-code')||'').split(' ').filter(Boolean),` +
    `K=(h.getAttribute('data-catalogs')||'').split(' '),R=h.getAttribute('data-route-lists'),` +
    `go=function(){if(!C)return;var c=C;C=null;if(c[0])import(c[0]);var r=c.slice(1);if(R&&h.getAttribute('data-first-screen')==='off')r.unshift(R);K.forEach(function(k){if(k.indexOf(l+':')===0)r.unshift(k.slice(l.length+1))});var n=function(){r.splice(0,${PRELOADS_PER_TASK}).forEach(function(u){var k=document.createElement('link');k.rel='modulepreload';k.href=u;document.head.appendChild(k)});if(r.length)setTimeout(n)};n()},` +
    `L=${JSON.stringify(languages)},w=function(c){c=(c||'').trim().toUpperCase();return L.indexOf(c)<0?null:c},s=null,m=!1;` +
    `try{s=localStorage.getItem('language');m=!!sessionStorage.getItem('session')||localStorage.getItem('side-menu')==='collapsed'}catch(e){}` +
    `var l=w(q.get('lang'))||w(s)||${JSON.stringify(defaultLanguage)};` +
    `if(m||l!==p||location.pathname+location.search!==addressOf(p))h.setAttribute('data-first-screen','off');` +
    `if(h.getAttribute('data-first-screen')==='off'){requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,${PAINT_WAITS_AT_MOST_MS})}else{${banner}}` +
    `function addressOf(c){return c===${JSON.stringify(defaultLanguage)}?'/':'/?lang='+String(c).toLowerCase()}})()`
  );
}

/** The address a language's first screen is rendered for, and hydrated at (the inline script's addressOf). */
export const addressOf = (code: string, defaultLanguage: string) => (code === defaultLanguage ? '/' : `/?lang=${code.toLowerCase()}`);

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * What a language's page needs beyond its HTML: the app's code (entry first) and the first screen's stylesheets, as
 * built files; the languages' texts; the other routes' preload lists (scripts/route-preload-lists.ts).
 */
export type FirstScreenAssets = { code: string[]; css: string[]; catalogs?: Record<string, string>; routeLists?: string };

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULEPRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * A built index.html with a language's first screen (ADR 0022, 0034): `<html>` marked and in the language, `#root`
 * filled, every stylesheet of the first screen inlined in one `<style>` (no request before the first paint: Lighthouse's
 * simulator counted every stylesheet and modulepreload started before it), each still named by a disabled `<link>`
 * (not fetched; Vite's preload helper then sees it loaded), and the app's code named in `data-app-code` for the
 * inline script to load (firstScreenScript) instead of the module script and modulepreloads Vite wrote.
 * `readCss` reads a built stylesheet by its address (`/assets/x.css`).
 */
export function withFirstScreen(template: string, code: string, body: string, assets: FirstScreenAssets, readCss: (href: string) => string): string {
  const info = LANGUAGES[code];
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('index.html has no <script type="module" crossorigin src> entry');
  const preloads = [...template.matchAll(MODULEPRELOAD)].map((match) => match[1]!);
  const sheets = [...new Set([...[...template.matchAll(STYLESHEET)].map((match) => match[1]!), ...assets.css])];
  const appCode = [...new Set([entry, ...preloads, ...assets.code])];
  const styles = sheets.map((href) => inlineCss(readCss(href), href)).join('\n');
  const catalogPairs = Object.entries(assets.catalogs ?? {}).map(([language, file]) => `${language}:${file}`);
  const catalogs = catalogPairs.length > 0 ? ` data-catalogs="${catalogPairs.join(' ')}"` : '';
  const routeLists = assets.routeLists ? ` data-route-lists="${assets.routeLists}"` : '';
  const markers = sheets.map((href) => `  <link rel="stylesheet" crossorigin href="${href}" disabled>\n`).join('');
  const html = template
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULEPRELOAD, '')
    .replace(STYLESHEET, '')
    .replace('</head>', `  <style>${styles}</style>\n${markers}</head>`)
    .replace(
      /<html[^>]*>/,
      `<html lang="${info?.bcp47 ?? code.toLowerCase()}" dir="${info?.rtl ? 'rtl' : 'ltr'}" data-first-screen="${code}" data-app-code="${appCode.join(' ')}"${catalogs}${routeLists}>`,
    );
  const filled = html.replace(/<div id="root">[\s\S]*?<!--\/first-screen-->/, `<div id="root">${body}</div>`);
  if (filled === html) throw new Error('index.html has no <div id="root"> ... <!--/first-screen--> to fill');
  return filled;
}

/** A built stylesheet's text for a `<style>` in the page: its relative `url()`s made relative to the page, no `</style>`. */
export function inlineCss(css: string, href: string): string {
  const folder = href.slice(0, href.lastIndexOf('/') + 1);
  return css
    .replace(/url\((['"]?)(?![a-z][a-z0-9+.-]*:|\/|#)([^'")]+)\1\)/gi, (_match, quote: string, path: string) => `url(${quote}${folder}${path}${quote})`)
    .replace(/<\/style/gi, '<\\/style');
}

/** The code of the first screen's routes (the root, the player layout, the lobby), by its path from the project's root. */
export const FIRST_SCREEN_ROUTE_CODE = /^src\/routes\/(__root|_player|_player\/index)\.tsx\?tsr-split=/;

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * What the first screen needs beyond the entry (its own modules and stylesheets are in index.html): the lobby's route
 * chunks and their stylesheets (the shell's and the lobby's CSS, which the router would add only when their code runs:
 * without them the HTML painted unstyled), and the stylesheet of the language's script font (its faces only: a device
 * downloads the slices it draws). Addresses under the build's base.
 */
export function firstScreenAssets(manifest: Manifest, code: string, base: string): FirstScreenAssets {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  const entry = new Set<string>();
  const visitEntry = (key: string) => {
    if (entry.has(key) || !manifest[key]) return;
    entry.add(key);
    for (const next of manifest[key].imports ?? []) visitEntry(next);
  };
  visitEntry('index.html');
  for (const key of Object.keys(manifest)) if (FIRST_SCREEN_ROUTE_CODE.test(key)) visit(key);
  const entryCss = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const assets: FirstScreenAssets = { code: [], css: [] };
  for (const key of seen) {
    if (entry.has(key)) continue;
    assets.code.push(`${base}${manifest[key]!.file}`);
    for (const file of manifest[key]!.css ?? []) if (!entryCss.has(file)) assets.css.push(`${base}${file}`);
  }
  // Every language's texts (the inline script preloads the one the page is shown in, which may not be the HTML's).
  const catalogs = Object.fromEntries(
    Object.entries(manifest)
      .filter(([key]) => key.startsWith('virtual:catalog/'))
      .map(([key, chunk]) => [key.slice('virtual:catalog/'.length), `${base}${chunk.file}`]),
  );
  const routeLists = manifest[LISTS_MANIFEST_KEY]?.file;
  if (routeLists) assets.routeLists = `${base}${routeLists}`;
  const font = LANGUAGES[code]?.font;
  const fontCss = font ? manifest[`src/ui/styles/fonts/${font}.css`]?.file : undefined;
  if (fontCss) assets.css.push(`${base}${fontCss}`);
  return { ...assets, code: [...new Set(assets.code)], css: [...new Set(assets.css)], catalogs };
}

/** Renders the first screen in each language through Vite's SSR loader (the app's own plugins and aliases). */
async function renderAll(root: string, mode: string, { languages, defaultLanguage }: FirstScreenOptions): Promise<Map<string, string>> {
  const server = await createServer({
    root,
    mode,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  });
  // Every call stays pending: the build has no API, and the first screen shows the sections' placeholders.
  const realFetch = globalThis.fetch;
  globalThis.fetch = () => new Promise<Response>(() => undefined);
  try {
    const { renderFirstScreen } = (await server.ssrLoadModule('/src/first-screen.tsx')) as {
      renderFirstScreen: (code: string, address: string) => Promise<string>;
    };
    const pages = new Map<string, string>();
    for (const code of languages) pages.set(code, await renderFirstScreen(code, addressOf(code, defaultLanguage)));
    return pages;
  } finally {
    globalThis.fetch = realFetch;
    await server.close();
  }
}

/** `/?lang=en` to `index.en.html` when the build wrote it (deploy/nginx.conf does the same). */
export function languagePageMiddleware(outDir: () => string): Connect.NextHandleFunction {
  return (req, _res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const lang = url.searchParams.get('lang')?.toLowerCase();
    if (url.pathname === '/' && lang && /^[a-z]{2}$/.test(lang) && existsSync(join(outDir(), `index.${lang}.html`))) {
      req.url = `/index.${lang}.html${url.search}`;
    }
    next();
  };
}

/** For a preview started without this config (the bench's): `?lang=` gets its language's page. */
export function languagePages(outDir: string): Plugin {
  return { name: 'language-pages', configurePreviewServer: (server) => void server.middlewares.use(languagePageMiddleware(() => resolve(outDir))) };
}

/** The build step: writes each language's page after the client bundle; `vite preview` serves `?lang=` its page. */
export function prerenderFirstScreen(options: FirstScreenOptions): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let mode = 'production';
  let base = '/';
  return {
    name: 'prerender-first-screen',
    // The build and its preview; the dev server (and the SSR loader this step starts) render in the browser.
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(config) {
      root = config.root;
      mode = config.mode;
      outDir = resolve(config.root, config.build.outDir);
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      // The built page: the inline script in its place, zod-jitless.js folded into it (one request fewer before the first paint).
      handler: (html, context) =>
        context.server
          ? html
          : html
              .replace('<!--first-screen-script-->', `<script>${firstScreenScript(options)}</script>`)
              .replace(/\s*<script defer src="[^"]*zod-jitless\.js"><\/script>/, ''),
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (this.environment && this.environment.name !== 'client') return;
        const template = readFileSync(join(outDir, 'index.html'), 'utf8');
        const started = Date.now();
        const pages = await renderAll(root, mode, options);
        // deployFiles has moved the manifest beside the output by now (its writeBundle).
        const manifestPath = existsSync(manifestFile(outDir)) ? manifestFile(outDir) : join(outDir, '.vite', 'manifest.json');
        const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
        const readCss = (href: string) => readFileSync(join(outDir, href.slice(base.length)), 'utf8');
        for (const [code, body] of pages) {
          const page = withFirstScreen(template, code, body, firstScreenAssets(manifest, code, base), readCss);
          writeFileSync(join(outDir, pageOf(code, options.defaultLanguage)), page);
        }
        this.info?.(`first screen prerendered in ${[...pages.keys()].join(', ')} (${Date.now() - started} ms)`);
      },
    },
    configurePreviewServer(server) {
      server.middlewares.use(languagePageMiddleware(() => resolve(server.config.root, server.config.build.outDir)));
    },
  };
}

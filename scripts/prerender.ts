// The lobby's first screen in the HTML (issue 33, ADR 0022): after `vite build` writes the client, this step renders
// the route tree at `/` with React's static renderer (react-dom/static, through Vite's SSR loader and the same
// plugins) once per language of the build, every call pending (the sections' sized placeholders), and writes
// `index.html` (the default language) and `index.<code>.html` (the others). The page hydrates it (src/main.tsx).
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer, type Connect, type Plugin } from 'vite';
import { LANGUAGES } from '../src/lib/language.ts';
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
 * The inline script at the top of every page (a few hundred bytes, allowed by its hash in the CSP). Before the
 * first paint it decides whether the HTML's first screen is the one the app will draw: the address it was rendered
 * for (`/` for the default language, `/?lang=en` for English ...), signed out, the side menu not collapsed by the
 * visitor (src/features/shell/hooks/use-side-menu.ts), in the page's language (`?lang=`, else
 * the stored choice, else the default: src/lib/i18n.ts initialLanguage). If not, `data-first-screen="off"` shows the boot splash in its place and the
 * app renders afresh (src/main.tsx); if so, the app hydrates the HTML.
 */
export function firstScreenScript({ languages, defaultLanguage, apiBase = null }: FirstScreenOptions): string {
  // The first banner, when the page is the lobby's: the notices (the same call as src/features/notices), then the
  // first w_home banner's image, drawn as the placeholder's background once decoded. React replaces the placeholder
  // with the carousel, whose first slide is the same (cached) image.
  const banner =
    apiBase === null
      ? ''
      : `if(h.getAttribute('data-first-screen')!=='off')fetch(${JSON.stringify(apiBase)}+'/wps/content/notice?types=B%2CPL%2CPU%2CPR&platform=W&execution=B&language='+l,{headers:{Accept:'application/json'}})` +
        `.then(function(r){return r.json()}).then(function(b){var u=((b.value||{}).banners||[]).filter(function(x){return x.groupName==='w_home'})[0],i=new Image();` +
        `if(!u||!u.url)return;i.fetchPriority='high';i.src=u.url;return i.decode().then(function(){var d=function(){var e=document.querySelector('.banners--loading');` +
        `if(e){e.style.background='center/cover no-repeat url('+JSON.stringify(u.url)+')';e.style.animation='none'}};` +
        `document.readyState==='loading'?document.addEventListener('DOMContentLoaded',d):d()})}).catch(function(){});`;
  return (
    `(function(){var h=document.documentElement,p=h.getAttribute('data-first-screen'),q=new URLSearchParams(location.search),` +
    `L=${JSON.stringify(languages)},w=function(c){c=(c||'').trim().toUpperCase();return L.indexOf(c)<0?null:c},s=null,m=!1;` +
    `try{s=localStorage.getItem('language');m=!!sessionStorage.getItem('session')||localStorage.getItem('side-menu')==='collapsed'}catch(e){}` +
    `var l=w(q.get('lang'))||w(s)||${JSON.stringify(defaultLanguage)};` +
    `if(m||l!==p||location.pathname+location.search!==addressOf(p))h.setAttribute('data-first-screen','off');` +
    banner +
    `function addressOf(c){return c===${JSON.stringify(defaultLanguage)}?'/':'/?lang='+String(c).toLowerCase()}})()`
  );
}

/** The address a language's first screen is rendered for, and hydrated at (the inline script's addressOf). */
export const addressOf = (code: string, defaultLanguage: string) => (code === defaultLanguage ? '/' : `/?lang=${code.toLowerCase()}`);

/** The CSP source that allows exactly this inline script. */
export const scriptHash = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** A built index.html with a language's first screen: `<html>` marked and in the language, `#root` filled. */
export function withFirstScreen(template: string, code: string, body: string, links: readonly string[] = []): string {
  const info = LANGUAGES[code];
  const html = template
    .replace('</head>', `${links.map((link) => `  ${link}\n`).join('')}</head>`)
    .replace(/<html[^>]*>/, `<html lang="${info?.bcp47 ?? code.toLowerCase()}" dir="${info?.rtl ? 'rtl' : 'ltr'}" data-first-screen="${code}">`);
  const filled = html.replace(/<div id="root">[\s\S]*?<!--\/first-screen-->/, `<div id="root">${body}</div>`);
  if (filled === html) throw new Error('index.html has no <div id="root"> ... <!--/first-screen--> to fill');
  return filled;
}

type Manifest = Record<string, { file: string; css?: string[]; imports?: string[] }>;

/**
 * What the first screen needs beyond the entry, as `<link>`s for the head: the stylesheets of the lobby's route chunks
 * (the shell's and the lobby's CSS, which the router would add only when their code runs: without them the HTML
 * paints unstyled), the chunks' code as modulepreloads (hydration needs it; the byte budget counts it already), and the
 * stylesheet of the language's script font (its faces only: a device downloads the slices it draws).
 */
export function firstScreenLinks(manifest: Manifest, code: string, base: string): string[] {
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
  for (const key of Object.keys(manifest)) if (/^src\/routes\/(__root|_player|_player\/index)\.tsx\?tsr-split=/.test(key)) visit(key);
  const css = new Set([...entry].flatMap((key) => manifest[key]?.css ?? []));
  const links: string[] = [];
  for (const key of seen) {
    if (entry.has(key)) continue;
    links.push(`<link rel="modulepreload" crossorigin href="${base}${manifest[key]!.file}">`);
    for (const file of manifest[key]!.css ?? []) if (!css.has(file)) links.push(`<link rel="stylesheet" crossorigin href="${base}${file}">`);
  }
  const font = LANGUAGES[code]?.font;
  const fontCss = font ? manifest[`src/ui/styles/fonts/${font}.css`]?.file : undefined;
  if (fontCss) links.push(`<link rel="stylesheet" crossorigin href="${base}${fontCss}">`);
  return [...new Set(links)];
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
      handler: (html, context) => (context.server ? html : html.replace('<!--first-screen-script-->', `<script>${firstScreenScript(options)}</script>`)),
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
        for (const [code, body] of pages) {
          const page = withFirstScreen(template, code, body, firstScreenLinks(manifest, code, base));
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

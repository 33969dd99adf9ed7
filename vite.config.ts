/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { join, relative, sep } from 'node:path';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { readFileSync, readdirSync } from 'node:fs';
import { defineConfig, loadEnv, type ConfigEnv, type Plugin, type Rolldown, type UserConfig } from 'vite';
import { deployFiles, imageOriginsFrom, reportUriFrom } from './scripts/security-headers.ts';
import { buildLanguages, languagePacks } from './scripts/vite-language-packs.ts';
import { liteApp } from './scripts/lite-app-pwa.ts';
import { generatedCallsByOperation } from './scripts/generated-calls.ts';
import { configAtBuild } from './scripts/config-at-build.ts';
import { moduleShape, modulesRun, type ModuleShape } from './scripts/module-reach.ts';
import { routePreloadLists } from './scripts/route-preload-lists.ts';
import { preloadDependencies, preloadFacts } from './scripts/preload-filter.ts';
import { precompressed } from './scripts/precompress.ts';
import { FIRST_SCREEN_ROUTE_CODE, firstScreenScript, prerenderFirstScreen, scriptHash, type FirstScreenOptions } from './scripts/prerender.ts';

const dir = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Mocks are decided when the bundle is built, so a production build holds no
 * mock code at all (ADR 0012): on by default in development, tests and the
 * `demo` mode (`npm run build:demo`), off by default in `production`
 * (`npm run build`); VITE_API_MOCKING overrides either way.
 */
function apiMocking(mode: string): 'msw' | 'off' {
  const value = process.env.VITE_API_MOCKING ?? loadEnv(mode, process.cwd(), 'VITE_').VITE_API_MOCKING;
  if (value === 'msw' || value === 'off') return value;
  return mode === 'production' ? 'off' : 'msw';
}

/**
 * Whether a build validates responses (src/config/env.ts): only when VITE_VALIDATE_RESPONSES=true,
 * or unset in the `test` mode; development (vite serve) and the tests always do.
 */
function validatesResponses(mode: string): boolean {
  const value = process.env.VITE_VALIDATE_RESPONSES ?? loadEnv(mode, process.cwd(), 'VITE_').VITE_VALIDATE_RESPONSES;
  return value === undefined ? mode === 'test' : value === 'true';
}

/**
 * Orval's runtimeValidation hands every call its response schema (`schema: XResponse` in
 * generated/api). A build that does not validate never reads it, yet the reference alone would
 * ship every generated zod schema; without it the schemas tree-shake away (issue 12).
 */
function withoutResponseSchemas(): Plugin {
  return {
    name: 'without-response-schemas',
    apply: (_config, { command, mode }) => command === 'build' && !validatesResponses(mode),
    transform: {
      // A calls module, or one operation of it (scripts/generated-calls.ts: `?op=<name>`).
      filter: { id: /[\\/]generated[\\/]api[\\/][^\\/]+[\\/][^\\/.]+\.ts(\?op=\w+)?$/ },
      handler: (code) => ({ code: code.replace(/^(\s*)schema: \w+$/gm, '$1schema: undefined'), map: null }),
    },
  };
}

/**
 * The mock-only static files (service worker, demo game, demo sign-in pop-up, the demo merchant's override texts,
 * which override nothing: without them every page's first request answered 404): served and shipped only on mocks.
 */
function mockPublicFiles(enabled: boolean): Plugin {
  const folder = dir('./mocks/public/');
  const files = () =>
    readdirSync(folder, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'));
  return {
    name: 'mock-public-files',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use((req, res, next) => {
        const name = req.url?.split('?')[0]?.slice(1);
        if (!name || !files().includes(name)) return next();
        res.setHeader('Content-Type', name.endsWith('.js') ? 'text/javascript' : name.endsWith('.json') ? 'application/json' : 'text/html');
        res.end(readFileSync(folder + name));
      });
    },
    generateBundle() {
      if (!enabled) return;
      for (const name of files()) this.emitFile({ type: 'asset', fileName: name, source: readFileSync(folder + name) });
    },
  };
}

/** A build-time setting of the deploy files (scripts/security-headers.ts): the environment, else the mode's .env files. */
const buildSetting = (mode: string, name: string) => process.env[name] ?? loadEnv(mode, process.cwd(), 'VITE_')[name];

// ---- The dev server (issue 33, ADR 0023) -------------------------------------------------------------------
/**
 * `npm run dev` is Vite 8's full-bundle dev mode (a few dozen requests instead of ~1,260, ADR 0023);
 * VITE_DEV_BUNDLED=false (`npm run dev:modules`) is the module-per-request server, one variable away.
 */
const devBundled = process.env.VITE_DEV_BUNDLED !== 'false';
const devBundledLazy = process.env.VITE_DEV_BUNDLED_LAZY !== 'false';

/**
 * Whether this server is the developer's bundled dev server: `vite serve`, not the preview, not Vitest's server, and
 * not a middleware-mode server (the build's prerender step loads the app through one, scripts/prerender.ts).
 */
const bundledDevServer = (config: UserConfig, { command, isPreview }: ConfigEnv) =>
  devBundled && command === 'serve' && !isPreview && !process.env.VITEST && !config.server?.middlewareMode;

/**
 * Bundled dev's options, on `vite serve` only. `strictExecutionOrder`: without it a chunk that the entry imports runs
 * before the entry's own body, where @vitejs/plugin-react's preamble (`window.$RefreshReg$`) is set; a reload after
 * a rebuild then stopped on the splash with "@vitejs/plugin-react can't detect preamble" (vite-plugin-react#1191).
 * With it every module runs in import order, the preamble first.
 */
function bundledDev(): Plugin {
  return {
    name: 'bundled-dev',
    apply: (config, env) => bundledDevServer(config, env),
    config: () => ({
      experimental: { bundledDev: true },
      build: { rolldownOptions: { experimental: { devMode: { lazy: devBundledLazy } }, output: { strictExecutionOrder: true } } },
    }),
    // After an edit, bundled dev rebuilds its output when a page asks for a document (`Sec-Fetch-Dest: document`).
    // With the mock worker installed, a reload reaches the server as the worker's own fetch (`Sec-Fetch-Dest: empty`):
    // the server then served the output from before the edit, and the reloaded page ran the old code. A request for
    // HTML from the worker is a page's navigation: say so, and the server rebuilds first.
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.method === 'GET' && req.headers['sec-fetch-dest'] === 'empty' && req.headers.accept?.includes('text/html')) {
          req.headers['sec-fetch-dest'] = 'document';
        }
        next();
      });
    },
  };
}

/**
 * Bundled dev's lazy compile (Vite 8.3) cannot load a `\0` virtual module behind a dynamic import: its lazy chunk
 * asks the browser for `import("\0virtual:catalog/EN")`, so a language's catalog never loads and the page stays on
 * the splash. In bundled dev only, the catalogs get a path-like id (a file that does not exist), loaded by the
 * language-packs plugin itself: the same module under another name.
 */
function bundledDevCatalogs(root: string): Plugin {
  const packs = languagePacks(root);
  const prefix = `${root}locales/.bundled-dev-catalog-`;
  return {
    name: 'bundled-dev-catalogs',
    enforce: 'pre',
    apply: (config, env) => bundledDevServer(config, env),
    resolveId(id) {
      if (id.startsWith('virtual:catalog/')) return `${prefix}${id.slice('virtual:catalog/'.length)}.js`;
      // The lazy compile resolves the id it was given once more.
      return id.startsWith(prefix) ? id : undefined;
    },
    load(id) {
      if (!id.startsWith(prefix) || typeof packs.load !== 'function') return undefined;
      return packs.load.call(this, `\0virtual:catalog/${id.slice(prefix.length, -'.js'.length)}`);
    },
  };
}
// ---- end of the dev server ----------------------------------------------------------------------------------

// ---- The first screen in the HTML (issue 33, ADR 0022): build only. ----
/** The build's languages and default (src/config/env.ts reads the same variables). */
function firstScreenOptions(mode: string): FirstScreenOptions {
  const languages = buildLanguages(buildSetting(mode, 'VITE_LANGUAGES'));
  const wanted = (buildSetting(mode, 'VITE_DEFAULT_LANGUAGE') ?? 'MY').trim().toUpperCase();
  // A build on mocks makes no early notices call (the mock worker starts later); else VITE_API_BASE_URL or this origin.
  const apiBase = apiMocking(mode) === 'msw' ? null : (buildSetting(mode, 'VITE_API_BASE_URL') ?? '').replace(/\/+$/, '');
  return { languages, defaultLanguage: languages.includes(wanted) ? wanted : (languages[0] ?? 'EN'), apiBase };
}
// ---- end of the first screen's block ----

// ---- The build's chunks (issue 33, ADR 0032): build only. ----
/** Lingui's ICU message compiler and its parsers, which @lingui/core imports for development only. */
const linguiCompiler = /node_modules[\\/](@lingui[\\/]message-utils|@messageformat|moo)[\\/]/;

/** What the preload lists leave out: the entry's own files, and the after-first-screen parts' imports (scripts/preload-filter.ts). */
const preload = preloadFacts();

/**
 * Everything else the page runs at start (the entry's static closure beside the framework: the route table, the shell's
 * start, the fetcher, the configuration, Lingui...) in the entry's own file. Left to the automatic chunking it came as
 * ~25 small chunks, one per set of routes that also import a module, each paying its import and export glue and its
 * name in every importer and preload list: the lobby's initial JS 157.5 -> 152.4 KB, every route's first visit about
 * 6 KB less (issue 33, ADR 0032, session 12). `$initial` is Rolldown's tag for a module that an entry reaches through
 * static imports; their dependencies are initial too, so the group does not follow them itself
 * (`includeDependenciesRecursively` would follow the barrels' unused re-exports into code only the routes use).
 * Lingui's development-only compiler is imported, statically, and tree-shaken away (`moduleSideEffects` below): the
 * group would keep it.
 */
const appGroup: Rolldown.CodeSplittingGroup = {
  name: 'app',
  tags: ['$initial'],
  test: (id) => !linguiCompiler.test(id),
  includeDependenciesRecursively: false,
};

/**
 * The code of the lobby's route chunks, in three files instead of ~20 (issue 33, ADR 0032, session 12): what the
 * player layout runs (`layout`: the header, the menus, the tab bar), what it shares with the agent area's layout
 * (`layouts`: the badges, the language select, the query states), and what only the lobby page runs (`lobby`). A
 * module the lobby shares with another player page keeps the automatic chunking, so no other page loads the lobby's
 * code. Which module runs where is read by binding (scripts/module-reach.ts), not from the import graph, where every
 * barrel reaches its whole feature. Filled once the module graph is complete (`buildEnd`), read by the groups.
 */
const routeGroups = { layout: new Set<string>(), layouts: new Set<string>(), lobby: new Set<string>() };
function routeModules(root: string): Plugin {
  const app = (id: string) => id.startsWith(root) && !id.includes('/node_modules/') && /\.[jt]sx?$/.test(id.split('?')[0]!);
  return {
    name: 'route-modules',
    apply: 'build',
    async buildEnd() {
      const shapes = new Map<string, ModuleShape | null>();
      const shapeOf = (id: string) => {
        if (!shapes.has(id)) {
          const code = app(id) ? this.getModuleInfo(id)?.code : null;
          shapes.set(id, code ? moduleShape(code, id.split('?')[0]!) : null);
        }
        return shapes.get(id)!;
      };
      const resolved = new Map<string, Promise<string | null>>();
      const resolve = (specifier: string, importer: string) => {
        const key = `${importer}\n${specifier}`;
        if (!resolved.has(key))
          resolved.set(
            key,
            this.resolve(specifier, importer).then((result) => result?.id ?? null),
          );
        return resolved.get(key)!;
      };
      const ids = [...this.getModuleIds()];
      /** What the split chunks of the route files matching `file` run. */
      const run = (file: RegExp) =>
        modulesRun(
          ids.filter((id) => id.includes('?tsr-split') && file.test(id.split('?')[0]!)),
          shapeOf,
          resolve,
        );
      const routes = /[\\/]src[\\/]routes[\\/]/.source;
      const agent = await run(new RegExp(`${routes}_agent([\\/]|\\.tsx$)`));
      const layout = await run(new RegExp(`${routes}_player\\.tsx$`));
      const lobby = await run(new RegExp(`${routes}_player[\\/]index\\.tsx$`));
      const others = await run(new RegExp(`${routes}(?!_agent([\\/]|\\.tsx$)|_player\\.tsx$|_player[\\/]index\\.tsx$)`));
      // A route's own chunk and a module loaded on demand (`lazy`, `import()`) keep their own files; the entry's modules
      // go to the `app` group first.
      const grouped = (id: string) => !id.includes('?') && (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0;
      routeGroups.layout = new Set([...layout].filter((id) => grouped(id) && !agent.has(id)));
      routeGroups.layouts = new Set([...layout, ...lobby].filter((id) => grouped(id) && agent.has(id)));
      routeGroups.lobby = new Set([...lobby].filter((id) => grouped(id) && !agent.has(id) && !layout.has(id) && !others.has(id)));
    },
  };
}
// ---- end of the build's chunks ----

// Plugin order matters (STACK.md): the router plugin writes routeTree.gen.ts and
// splits route code before React and the Lingui macro see the files.
export default defineConfig(({ mode, command }) => ({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component, in one chunk: what it fetches (query options,
      // generated calls) stays out of the initial JS, and a visit still costs one request (issue 12).
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    lingui(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    mockPublicFiles(apiMocking(mode) === 'msw'),
    withoutResponseSchemas(),
    // One generated operation a module in the build: a page carries the calls it makes, not its tags' (session 13).
    generatedCallsByOperation(),
    // The runtime configuration as data: the build reads the env once, the pages do not carry its rules (session 13).
    configAtBuild(),
    bundledDev(),
    bundledDevCatalogs(dir('./')),
    languagePacks(dir('./')),
    // deploy/_headers and deploy/nginx.conf into the output, the manifest out of it; `vite preview` sends those headers.
    deployFiles({
      mocks: apiMocking(mode) === 'msw',
      imageOrigins: imageOriginsFrom(buildSetting(mode, 'VITE_IMAGE_ORIGINS')),
      reportUri: reportUriFrom(buildSetting(mode, 'VITE_CSP_REPORT_URI')),
      scriptHashes: [scriptHash(firstScreenScript(firstScreenOptions(mode)))],
    }),
    // Each language's page with the lobby's first screen, rendered after the bundle (scripts/prerender.ts).
    prerenderFirstScreen(firstScreenOptions(mode)),
    // What the preload lists leave out: the files index.html loaded, the after-first-screen parts' imports (build.modulePreload).
    preload.plugin,
    routeModules(dir('./')),
    // The other routes' preload lists in a module the page loads later (scripts/route-preload-lists.ts).
    routePreloadLists({ keeps: (id) => FIRST_SCREEN_ROUTE_CODE.test(relative(dir('./'), id).split(sep).join('/')) }),
    // The lite app (issue 29, ADR 0024): manifest, iOS home-screen tags; the Workbox worker in production builds only.
    ...liteApp({ root: dir('./'), mocks: apiMocking(mode) === 'msw', setting: (name) => buildSetting(mode, name) }),
    // A gzip copy beside each text file, sent as it is by nginx and the preview (scripts/precompress.ts). Last: it
    // compresses what the steps above wrote, and serves after the language pages' `?lang=` rewrite.
    precompressed(),
  ],
  // A build-time constant: the bundler drops the mock worker and everything it imports when off.
  define: { 'import.meta.env.VITE_API_MOCKING': JSON.stringify(apiMocking(mode)) },
  resolve: {
    alias: {
      // React 19 has useSyncExternalStore: the shim's fallback for React < 18 (TanStack Store's selector imports it)
      // leaves the framework chunk; the non-shim selector is the same code over React's own hook (ADR 0032).
      'use-sync-external-store/shim/with-selector': 'use-sync-external-store/with-selector',
      // Radix's Presence waits for exit animations the site does not have, and forces the page's style and a second
      // render in the commit that opens a dialog, a tab panel or a menu (ADR 0036, session 18).
      '@radix-ui/react-presence': dir('./src/ui/radix-presence.tsx'),
      '@': dir('./src'),
      '@generated': dir('./generated'),
      '@mocks': dir('./mocks'),
      '@locales': dir('./locales'),
    },
  },
  server: {
    host: '127.0.0.1',
    // With API_PROXY_TARGET set (Prism or a real backend), /wps and /lgw go there
    // and the page stays same-origin, so no CORS set-up is needed.
    proxy: process.env.API_PROXY_TARGET
      ? Object.fromEntries(['/wps', '/lgw'].map((path) => [path, { target: process.env.API_PROXY_TARGET, changeOrigin: true, secure: false }]))
      : undefined,
  },
  // The preview (the end-to-end tests' server) sends the security headers the build wrote into its output
  // (deployFiles): every journey runs under the strict Content-Security-Policy with Trusted Types.
  preview: { host: '127.0.0.1' },
  css: {
    postcss: {
      plugins: [
        {
          // Swiper's stylesheet sets `--swiper-theme-color` on :root. It arrives on demand, after the first paint, and a
          // new custom property on the root element restyles every element of the page: a 50-80 ms task on the lobby
          // (issue 33). The site's carousel styles give every colour Swiper would take from it (src/ui/carousel.css).
          postcssPlugin: 'swiper-without-root-rules',
          Rule(rule) {
            if (rule.selector === ':root' && /[\\/]node_modules[\\/]swiper[\\/]/.test(rule.source?.input.file ?? '')) rule.remove();
          },
        },
      ],
    },
  },
  build: {
    // Which chunks each entry and route loads, read by the byte budget (scripts/bundle-budget.mjs) and the bench;
    // deployFiles moves it beside the output (<outDir>.manifest.json), so no host serves it.
    manifest: true,
    modulePreload: {
      // Each dynamic import in the code carries the list of files to preload beside it (`__vite__mapDeps`). The entry's
      // own files leave those lists, and a part marked after-first-screen keeps only its stylesheets (sessions 12 and
      // 14, scripts/preload-filter.ts); the other routes' lists leave the entry for a module of their own (the
      // routePreloadLists plugin, session 13).
      resolveDependencies: (file, deps, { hostType }) => preloadDependencies(file, deps, hostType, preload.facts),
    },
    rolldownOptions: {
      treeshake: {
        // @lingui/core imports its ICU message compiler for development only (`NODE_ENV !== 'production'`); the
        // import alone kept the compiler and its parsers (moo, @messageformat/*: ~5 KB gzip) in the framework chunk.
        // They have no side effects, so the unused import goes; text overrides load the compiler when a merchant
        // sets some (src/lib/text-overrides.ts).
        // Any other module: undefined, i.e. what its package.json says.
        moduleSideEffects: (id: string) => (linguiCompiler.test(id) ? false : undefined),
      },
      output: {
        // A file's name is its hash alone, seven base-64 characters: every chunk's name is repeated in the preload lists
        // and in the import statements of the chunks that load it, so its module name (`game-list-page-`) was paid for
        // in every importer (issue 33, ADR 0032: without the names -2.9 KB of the lobby's initial JS, seven characters
        // instead of eight -0.4 KB). The manifest (build.manifest) still maps each source to its file and names each
        // chunk; what needs to know a file (a test, a script) asks it. 42 bits for a few hundred files of one build.
        // `[hash:6]` fails the build without a message (Vite 8.3.8).
        entryFileNames: 'assets/[hash:7].js',
        chunkFileNames: 'assets/[hash:7].js',
        // A stylesheet is named in the preload lists too; the other assets (fonts, images) only in CSS and HTML, where
        // their names cost the JS nothing and tell what they are (check-build reads a font's language from its name).
        assetFileNames: (asset) => (asset.names.some((name) => name.endsWith('.css')) ? 'assets/[hash:7][extname]' : 'assets/[name]-[hash:7][extname]'),
        // What every page runs (React, the router, the query client, Lingui) in one file instead of
        // a dozen small ones: fewer requests before the first paint, and it gzips better (issue 12).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-router|router-core|history|store|react-store|react-query|query-core)|clsx)[\\/]/,
            },
            // On `vite build` only: the bundled dev server (ADR 0023) chunks lazily, and nothing there counts bytes.
            ...(command !== 'build'
              ? []
              : [
                  appGroup,
                  // Read when the chunks are made, after routeModules has filled them.
                  ...(['layout', 'layouts', 'lobby'] as const).map((name) => ({
                    name,
                    test: (id: string) => routeGroups[name].has(id),
                    includeDependenciesRecursively: false,
                  })),
                ]),
          ],
        },
      },
    },
    // The one chunk past 500 kB is the mock worker with faker, loaded only in mock (demo) builds.
    chunkSizeWarningLimit: 1000,
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          // A cap, not a wait: checking every contract example takes seconds on two busy cores.
          testTimeout: 30_000,
          include: ['tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'jsdom',
          // A cap, not a wait: on two busy cores a whole-app render can take seconds.
          testTimeout: 30_000,
          include: ['tests/component/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/component/setup.ts'],
          // Radix through Vite, as the build has it: with the Presence the build gives it (resolve.alias above).
          server: { deps: { inline: [/@radix-ui\//] } },
        },
      },
    ],
  },
}));

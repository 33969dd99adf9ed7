// The routes' preload lists out of the lobby's initial JS (issue 33, ADR 0032, session 13). Each dynamic import in the
// build carries the list of files to fetch beside it (Vite writes them as a table at the top of the importing chunk,
// `__vite__mapDeps`), and the entry imports every route's code: its table named ~250 files for ~100 imports, 3.6 KB
// gzip of the lobby's initial JS, which the lobby itself reads only for the first screen's routes. The other routes'
// lists now sit in a module of their own (`export default [[files], ...]`), which the page loads once it has loaded and
// is idle, or at the first import that needs it; such an import carries the list's number instead of the list.
// The preload helper waits for the lists when the number comes first: one request for every route, then the route's
// files together, as before (never a waterfall of its imports). A page whose HTML is not its first screen asks for the
// lists with its code (scripts/prerender.ts, `data-route-lists`), since its route's code is what it loads first.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import type { Plugin, Rolldown } from 'vite';

/** Vite's preload helper, which every dynamic import of the build goes through (`__vitePreload(load, deps)`). */
export const VITE_PRELOAD_HELPER = '\0vite/preload-helper.js';
/** The helper in front of it, which reads a list's number from the lists module. */
const HELPER = '\0route-preload-lists/helper.js';
/** Where the lists module's address goes in the helper, once the bundle knows its name. */
const LISTS_ADDRESS = '__ROUTE_PRELOAD_LISTS__';
/** The lists module's key in the build's manifest (bundle-budget.mjs and the prerender read it). */
export const LISTS_MANIFEST_KEY = 'route-preload-lists';

/**
 * The helper's code: a list's number waits for the lists module, an array is Vite's own as before; no import function
 * (`0`) imports the list's first file, under the site's `base`. A lists module that cannot load fails the import the
 * way a missing file does (Vite's `vite:preloadError`), never a route without its stylesheets.
 */
const helperCode = (base: string) => `import { __vitePreload as preload } from ${JSON.stringify(VITE_PRELOAD_HELPER)};
let lists;
const routeLists = () =>
  (lists ??= import(/* @vite-ignore */ ${JSON.stringify(LISTS_ADDRESS)}).then(
    (module) => module.default,
    (error) => {
      lists = undefined;
      const event = new Event('vite:preloadError', { cancelable: true });
      event.payload = error;
      window.dispatchEvent(event);
      if (!event.defaultPrevented) throw error;
      return [];
    },
  ));
const load = () => (window.requestIdleCallback ?? setTimeout)(() => routeLists().catch(() => undefined));
if (typeof window !== 'undefined') document.readyState === 'complete' ? load() : window.addEventListener('load', load, { once: true });
const withLists = (load, deps, importer) =>
  typeof deps === 'number'
    ? routeLists().then((all) => {
        const list = all[deps] ?? [];
        return preload(load || (() => import(/* @vite-ignore */ ${JSON.stringify(base)} + list[0])), list, importer);
      })
    : preload(load, deps, importer);
export { withLists as __vitePreload };
`;

/** Vite's table at the top of a chunk: `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=[...])))=>i.map(i=>d[i]);`. */
const TABLE = /^const __vite__mapDeps=\(i,m=__vite__mapDeps,d=\(m\.f\|\|\(m\.f=(\[.*?\])\)\)\)=>i\.map\(i=>d\[i\]\);\n/;
/** One import's list in that chunk, `__vite__mapDeps([3,4,17])`, after its import when the minifier left it plain. */
const LIST = /(\(\)=>import\((["'`])([^"'`]+)\2\),)?__vite__mapDeps\(\[([0-9,]*)\]\)/g;

/**
 * A chunk's code with the lists that `moves` picks taken out: each becomes its number in `lists` (what the lists
 * module holds), the others stay in the table, which keeps only their files. With `imported` (an import's specifier to
 * its file in the lists), a moved list's plain import of its own first file goes too (`0,17`: the helper imports the
 * list's first file), since the lists name it anyway. `pad` keeps every replaced list's length (spaces after the
 * number), so that a source map's columns stay true. Null when the chunk has no table.
 */
export function takeLists(
  code: string,
  moves: (files: string[]) => boolean,
  { pad = false, imported }: { pad?: boolean; imported?: (specifier: string) => string } = {},
): { code: string; lists: string[][] } | null {
  const table = code.match(TABLE);
  if (!table) return null;
  const files = JSON.parse(table[1]!) as string[];
  const kept: string[] = [];
  const keep = (file: string) => {
    const at = kept.indexOf(file);
    return at >= 0 ? at : kept.push(file) - 1;
  };
  const lists: string[][] = [];
  const body = code.slice(table[0].length).replace(LIST, (call, load: string | undefined, _quote, specifier: string, indexes: string) => {
    const list = indexes.split(',').map((index) => files[Number(index)]!);
    if (!moves(list)) return `${load ?? ''}__vite__mapDeps([${list.map(keep).join(',')}])`.padEnd(pad ? call.length : 0);
    const number = lists.push(list) - 1;
    if (load && !pad && imported?.(specifier) === list[0]) return `0,${number}`;
    return `${load ?? ''}${number}`.padEnd(pad ? call.length : 0);
  });
  const head = kept.length > 0 ? `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(kept)})))=>i.map(i=>d[i]);\n` : '\n';
  return { code: head + body, lists };
}

/** The lists module: what `takeLists` took out, by number. */
export const listsModule = (lists: string[][]) => `export default ${JSON.stringify(lists)};\n`;

/** A built file's name from its content, like the bundle's own (`assets/[hash:7].js`). */
const fileName = (source: string) => `assets/${createHash('sha256').update(source).digest('base64url').slice(0, 7)}.js`;

/**
 * The build step. `keeps(moduleId)`: whether an import of that module keeps its list in the entry (the first screen's
 * routes, loaded while the page starts).
 */
export function routePreloadLists({ keeps }: { keeps: (moduleId: string) => boolean }): Plugin {
  let written: string | undefined;
  let base = '/';
  return {
    name: 'route-preload-lists',
    apply: 'build',
    resolveId(id, importer) {
      if (id === HELPER) return HELPER;
      // The helper itself imports Vite's.
      return id === VITE_PRELOAD_HELPER && importer !== HELPER ? HELPER : undefined;
    },
    configResolved(config) {
      base = config.base;
    },
    load: (id) => (id === HELPER ? helperCode(base) : undefined),
    generateBundle: {
      // After Vite has written the lists (vite:build-import-analysis).
      order: 'post',
      handler(options, bundle) {
        written = undefined;
        const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
        if (!entry) return;
        const pad = Boolean(options.sourcemap);
        const chunkOf = (file: string) => bundle[file.startsWith('.') ? posix.join(dirname(entry.fileName), file) : file];
        /** A list moves when its first file (the imported chunk) is a route's code that the first screen does not load. */
        const moves = ([first]: string[]) => {
          const chunk = first ? chunkOf(first) : undefined;
          const id = chunk?.type === 'chunk' ? chunk.facadeModuleId : null;
          return Boolean(id?.includes('?tsr-split=') && !keeps(id));
        };
        // An import's specifier is relative to the entry's folder; the lists' files to the site's base (when absolute).
        const imported = base.startsWith('/') ? (specifier: string) => posix.join(dirname(entry.fileName), specifier) : undefined;
        const taken = takeLists(entry.code, moves, { pad, imported });
        if (!taken || taken.lists.length === 0) return;
        const source = listsModule(taken.lists);
        const file = fileName(source);
        this.emitFile({ type: 'asset', fileName: file, source });
        entry.code = taken.code;
        const holder = chunks.find((chunk) => chunk.code.includes(LISTS_ADDRESS));
        if (!holder) this.error(`route-preload-lists: no chunk holds the helper's ${LISTS_ADDRESS}`);
        const address = JSON.stringify(`./${posix.relative(dirname(holder.fileName), file)}`);
        holder.code = holder.code.replace(new RegExp(`(["'\`])${LISTS_ADDRESS}\\1`), pad ? address.padEnd(LISTS_ADDRESS.length + 2) : address);
        written = file;
      },
    },
    // The manifest names the lists module too (the byte budget counts it in the other routes' first visits, the
    // prerender names it in the page), before deployFiles moves the manifest out of the output (its writeBundle, post).
    writeBundle(options) {
      const manifest = join(options.dir ?? 'dist', '.vite', 'manifest.json');
      if (!written || !existsSync(manifest)) return;
      const entries = JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, unknown>;
      entries[LISTS_MANIFEST_KEY] = { file: written, src: LISTS_MANIFEST_KEY };
      writeFileSync(manifest, JSON.stringify(entries, null, 2));
    },
  };
}

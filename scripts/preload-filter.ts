// What the build's preload lists leave out (issue 33, ADR 0032 and 0036), as one plugin and one filter that
// vite.config.ts wires into `plugins` and `build.modulePreload.resolveDependencies`:
// - the files the page has loaded before any of its code runs: the HTML entry's chunk and everything it imports
//   statically (the page's inline script imports the entry, ADR 0034, and no module runs before its whole static graph
//   is fetched). They were in every route's list: 2.3 KB gzip of the entry's route table (session 12).
// - the dependencies of a part the page loads by itself after its first screen (the footer, the tab bar, the shell's
//   services, the lobby below the fold, ...): each `import(/* after-first-screen */ './x')` in the code. Vite's preload
//   helper adds a `<link rel=modulepreload>` for each file such a part imports, in the task that asks for the part:
//   0.5 to 1 ms of the page's main thread a link on this machine, 40 to 80 ms over the lobby's load, inside its long
//   tasks (session 14). Nobody waits for these parts, so their files come as the browser reads their imports instead
//   (one or two round trips later), and their stylesheets as before.
// index.html's own list keeps everything: it names exactly the entry's files, and without it the framework's chunk was
// asked for only once the entry had arrived and been parsed, one round trip later (session 12).
import type { Plugin } from 'vite';

/** The marker, as written in the code: `import(/* after-first-screen *\/ './part')`, any spacing, either quote. */
const MARKED_IMPORT = /import\(\s*\/\*\s*after-first-screen\s*\*\/\s*['"]([^'"]+)['"]\s*\)/g;

/** The specifiers of the imports marked after-first-screen in a module's code. */
export function afterFirstScreenImports(code: string): string[] {
  if (!code.includes('after-first-screen')) return [];
  return [...code.matchAll(MARKED_IMPORT)].map((match) => match[1]!);
}

/** What the filter knows once the bundle is written: the entry's static files, and the marked parts' own files. */
export type PreloadFacts = { loadedWithEntry: ReadonlySet<string>; afterFirstScreenFiles: ReadonlySet<string> };

/**
 * `build.modulePreload.resolveDependencies`: the files to preload beside a dynamic import of `file`. The HTML's list
 * stays whole; another list drops what the entry loaded, and a marked part keeps only its stylesheets.
 */
export function preloadDependencies(file: string, deps: string[], hostType: 'html' | 'js', facts: PreloadFacts): string[] {
  if (hostType === 'html') return deps;
  const marked = facts.afterFirstScreenFiles.has(file);
  return deps.filter((dep) => !facts.loadedWithEntry.has(dep) && (!marked || dep.endsWith('.css')));
}

/**
 * The plugin that gathers the facts: the marked imports as the modules are transformed (resolved to module ids), then,
 * once the bundle is written, the entry's static closure and the marked parts' chunk files. `facts` is read by
 * `preloadDependencies`, which Vite calls after `generateBundle`.
 */
export function preloadFacts(): { plugin: Plugin; facts: PreloadFacts } {
  const markedModules = new Set<string>();
  const loadedWithEntry = new Set<string>();
  const afterFirstScreenFiles = new Set<string>();
  const plugin: Plugin = {
    name: 'preload-facts',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      markedModules.clear();
    },
    async transform(code, id) {
      if (id.includes('/node_modules/')) return;
      for (const specifier of afterFirstScreenImports(code)) {
        const resolved = await this.resolve(specifier, id);
        if (resolved) markedModules.add(resolved.id);
      }
    },
    generateBundle(_options, bundle) {
      loadedWithEntry.clear();
      const visit = (file: string) => {
        const chunk = bundle[file];
        if (loadedWithEntry.has(file) || chunk?.type !== 'chunk') return;
        loadedWithEntry.add(file);
        chunk.imports.forEach(visit);
      };
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html')) visit(chunk.fileName);
      afterFirstScreenFiles.clear();
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk' && chunk.facadeModuleId && markedModules.has(chunk.facadeModuleId)) afterFirstScreenFiles.add(chunk.fileName);
    },
  };
  return { plugin, facts: { loadedWithEntry, afterFirstScreenFiles } };
}

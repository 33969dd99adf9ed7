// The generated calls, one operation a module in the build (issue 33, ADR 0032, session 13). Orval writes one module per
// tag (generated/api/member/member.ts: 40 operations), and the bundler places a module whole: the lobby's start-up
// reads two member operations, yet every member operation any page uses sat in the lobby's initial JS (register,
// passwords, profile, feedback ...), because the module was one of the entry's. Without regenerating `generated/`,
// the build gives each imported operation a module of its own: the same file under `?op=<name>`, of which the bundler
// keeps that operation and what it uses. A page then carries the operations it calls, wherever its importers sit.
import { readFileSync } from 'node:fs';
import { parseSync, type Plugin } from 'vite';

/** A tag's calls module, `generated/api/<tag>/<tag>.ts` (not its mocks, `.msw.ts`, nor the zod schemas). */
export const CALLS_MODULE = /[\\/]generated[\\/]api[\\/]([^\\/]+)[\\/]\1\.ts$/;

/**
 * App modules built the same way, one export a module: their exports are independent and their top level has no
 * effects, and the first screen uses some of them while later pages use the rest (a module ships whole with its first
 * importer). The shared query options (the start-up reads the permission and the game menus; the member bar, the
 * wallet and the agent's pages the others) and the promotion rules (the routes' search rules; the period and the
 * invite link only on their pages).
 */
export const SPLIT_SOURCES = /[\\/]src[\\/](?:api[\\/]queries|features[\\/]promotions[\\/]logic[\\/]filters)\.ts$/;

/** A module the build splits by export: a tag's calls module, or one of `SPLIT_SOURCES`. */
export function splitByExport(id: string): boolean {
  return CALLS_MODULE.test(id) || SPLIT_SOURCES.test(id);
}

/** The query that names one operation of a calls module. */
export const OPERATION_QUERY = '?op=';

/** One import statement to write as one import per name: where it sits in the code, from where, and its names. */
type Split = { start: number; end: number; from: string; names: { imported: string; local: string }[] };

/**
 * The import statements of `code` whose specifier `isCalls` accepts, rewritten as one import per name from
 * `<resolved>?op=<name>`; null when there is none. A statement that takes a namespace or a default import stays
 * whole (it may use any operation), and so does one for the module's effects only.
 */
export function importsByOperation(code: string, file: string, resolved: (specifier: string) => string | null): string | null {
  const { module } = parseSync(file, code, { lang: 'tsx', sourceType: 'module' });
  const splits: Split[] = [];
  for (const statement of module.staticImports) {
    const target = resolved(statement.moduleRequest.value);
    if (!target) continue;
    const entries = statement.entries.filter((entry) => !entry.isType);
    if (entries.length === 0 || entries.some((entry) => entry.importName.kind !== 'Name')) continue;
    splits.push({
      start: statement.start,
      end: statement.end,
      from: target,
      names: entries.map((entry) => ({ imported: entry.importName.name!, local: entry.localName.value })),
    });
  }
  if (splits.length === 0) return null;
  let out = '';
  let at = 0;
  for (const split of splits) {
    const imports = split.names.map(
      ({ imported, local }) =>
        `import { ${imported === local ? imported : `${imported} as ${local}`} } from ${JSON.stringify(`${split.from}${OPERATION_QUERY}${imported}`)};`,
    );
    out += code.slice(at, split.start) + imports.join(' ');
    at = split.end;
  }
  return out + code.slice(at);
}

/**
 * The build step: the app's imports of a calls module become one import per operation (`importsByOperation`), each
 * loaded as the whole file, which the bundler then trims to that operation. Build only: the dev server and the tests
 * load the generated modules as they are.
 */
export function generatedCallsByOperation(): Plugin {
  return {
    name: 'generated-calls-by-operation',
    apply: 'build',
    load(id) {
      const [file, query] = id.split('?');
      if (query?.startsWith(OPERATION_QUERY.slice(1)) && splitByExport(file!)) return readFileSync(file!, 'utf8');
      return undefined;
    },
    transform: {
      // After the TypeScript and JSX transforms: the imports left are the ones the code uses.
      order: 'post',
      filter: { id: { exclude: /[\\/]node_modules[\\/]|[\\/]generated[\\/]/ } },
      async handler(code, id) {
        if (!/generated|queries|filters/.test(code)) return null;
        const { module } = parseSync(id.split('?')[0]!, code, { lang: 'tsx', sourceType: 'module' });
        const calls = new Map<string, string | null>();
        for (const statement of module.staticImports) {
          const specifier = statement.moduleRequest.value;
          if (calls.has(specifier)) continue;
          const target = (await this.resolve(specifier, id))?.id ?? null;
          calls.set(specifier, target && !target.includes('?') && splitByExport(target) ? target : null);
        }
        const code2 = importsByOperation(code, id.split('?')[0]!, (specifier) => calls.get(specifier) ?? null);
        return code2 === null ? null : { code: code2, map: null };
      },
    },
  };
}

// Which of the app's modules a set of starting modules really runs (issue 33, ADR 0032): followed through the
// bindings they import, not through every import a barrel lists. Read by the build's chunk groups (vite.config.ts).
import { parseSync } from 'vite';

/** One module's imports and exports, as the build sees them: the specifier of each, resolved by `resolve`. */
export type ModuleShape = {
  /** Each import statement: the names it takes (`*` a namespace, none: the module for its effects). */
  imports: { from: string; names: string[] }[];
  /** The names the module declares and exports itself. */
  own: Set<string>;
  /** `export { a as b } from` (`b` -> `a`), `export * as b from` (`b` -> `*`). */
  reexports: { from: string; name: string; as: string }[];
  /** `export * from`. */
  stars: string[];
};

/** A module's shape from its code (plain names; `default` for a default import or export). Type-only parts are left out. */
export function moduleShape(code: string, file: string): ModuleShape {
  const { module } = parseSync(file, code, { lang: 'tsx', sourceType: 'module' });
  const shape: ModuleShape = { imports: [], own: new Set(), reexports: [], stars: [] };
  for (const statement of module.staticImports) {
    const entries = statement.entries.filter((entry) => !entry.isType);
    if (statement.entries.length > 0 && entries.length === 0) continue;
    const names = entries.map((entry) =>
      entry.importName.kind === 'NamespaceObject' ? '*' : entry.importName.kind === 'Default' ? 'default' : entry.importName.name!,
    );
    shape.imports.push({ from: statement.moduleRequest.value, names });
  }
  for (const statement of module.staticExports) {
    for (const entry of statement.entries) {
      if (entry.isType) continue;
      const as = entry.exportName.kind === 'Default' ? 'default' : entry.exportName.name;
      const from = entry.moduleRequest?.value;
      if (!from) {
        if (as) shape.own.add(as);
      } else if (entry.importName.kind === 'AllButDefault') shape.stars.push(from);
      else if (as) shape.reexports.push({ from, as, name: entry.importName.kind === 'All' ? '*' : (entry.importName.name ?? 'default') });
    }
  }
  return shape;
}

/**
 * The modules `starts` run, as far as `shapeOf` knows them (a module it returns null for is not followed: a package,
 * a stylesheet). A module runs when one of its own exports is used, when a namespace of it is, or when it is imported
 * for its effects; a barrel whose re-export is used only passes the name on to the module that declares it. Finer
 * than the import graph, coarser than the bundler's tree-shaking (a module's imports count as soon as any of its
 * exports is used), so the set may hold a little more than the bundler keeps, never less.
 */
export async function modulesRun(
  starts: string[],
  shapeOf: (id: string) => ModuleShape | null,
  resolve: (specifier: string, importer: string) => Promise<string | null>,
): Promise<Set<string>> {
  const run = new Set<string>();
  const asked = new Set<string>();
  const target = async (from: string, importer: string) => {
    const id = await resolve(from, importer);
    return id && shapeOf(id) ? id : null;
  };
  const start = async (id: string): Promise<void> => {
    const shape = shapeOf(id);
    if (!shape || run.has(id)) return;
    run.add(id);
    for (const { from, names } of shape.imports) {
      const next = await target(from, id);
      if (!next) continue;
      if (names.length === 0) await start(next);
      for (const name of names) await take(next, name);
    }
  };
  const take = async (id: string, name: string): Promise<void> => {
    const shape = shapeOf(id);
    if (!shape || asked.has(`${id}\n${name}`)) return;
    asked.add(`${id}\n${name}`);
    if (name === '*' || shape.own.has(name)) await start(id);
    for (const reexport of shape.reexports) {
      if (name !== '*' && reexport.as !== name) continue;
      const next = await target(reexport.from, id);
      if (next) await take(next, reexport.name);
    }
    if (name === 'default' || shape.own.has(name)) return;
    for (const from of shape.stars) {
      const next = await target(from, id);
      if (next) await take(next, name);
    }
  };
  for (const id of starts) await start(id);
  return run;
}

import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No module of src or mocks reaches itself through its imports (issue 31). The lint's `import-x/no-cycle` checks
 * value imports only (import-x skips `import type` by design, with no option to count it), so a cycle of types, or
 * of a type one way and a value the other, passes it; this walks every static import and re-export, types too.
 */
const ROOT = join(import.meta.dirname, '../../..');
const FOLDERS = ['src', 'mocks'];
const ALIASES: Record<string, string> = { '@/': 'src/', '@mocks/': 'mocks/' };
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const filesUnder = (folder: string): string[] =>
  readdirSync(join(ROOT, folder)).flatMap((name) => {
    const path = `${folder}/${name}`;
    if (statSync(join(ROOT, path)).isDirectory()) return filesUnder(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });

/** The repository path an import names, or undefined outside src and mocks (packages, generated code, CSS). */
function resolve(from: string, specifier: string): string | undefined {
  const alias = Object.keys(ALIASES).find((prefix) => specifier.startsWith(prefix));
  const base = alias
    ? ALIASES[alias] + specifier.slice(alias.length)
    : specifier.startsWith('.')
      ? relative(ROOT, join(ROOT, dirname(from), specifier))
      : undefined;
  if (base === undefined || !FOLDERS.some((folder) => base.startsWith(`${folder}/`))) return undefined;
  return [base, ...EXTENSIONS.map((extension) => base + extension)].find((path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isFile());
}

const IMPORT = /^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms;

function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of FOLDERS.flatMap(filesUnder)) {
    const text = readFileSync(join(ROOT, file), 'utf8');
    const targets = [...text.matchAll(IMPORT)].map((match) => resolve(file, match[1]!)).filter((path) => path !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every cycle found by a depth-first walk, each as the chain of files that closes it. */
function cyclesOf(graph: Map<string, string[]>): string[] {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const next of graph.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next].join(' -> '));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('imports (issue 31)', () => {
  const graph = importGraph();

  it('reads the import graph of src and mocks', () => {
    expect(graph.size).toBeGreaterThan(300);
    expect(graph.get('mocks/db/team.ts')).toContain('mocks/db/store.ts');
  });

  it('has no cycle, counting type-only imports', () => {
    expect(cyclesOf(graph)).toEqual([]);
  });
});

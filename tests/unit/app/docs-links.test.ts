import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The how-tos, the ADRs and the architecture page name files and code in backticks; copying a name that is gone
 * (a moved helper, a renamed function) is how the docs drifted before (issue 31). Every repository path they name
 * must exist, every code name they give must occur in the sources, and every relative link must lead to a file.
 */
const ROOT = join(import.meta.dirname, '../../..');
const DOCS = [
  'docs/architecture.md',
  ...['docs/how-to', 'docs/decisions'].flatMap((folder) => readdirSync(join(ROOT, folder)).map((name) => `${folder}/${name}`)),
].filter((path) => path.endsWith('.md'));

/** Where names are looked up: the code, the contract, the tests and the tool configuration. */
const SOURCES = [
  'src',
  'mocks',
  'generated',
  'scripts',
  'tests',
  'openapi',
  'eslint.config.js',
  'vite.config.ts',
  'orval.config.ts',
  'lingui.config.ts',
  'package.json',
];
const TOP_LEVEL = new Set(readdirSync(ROOT).filter((name) => !name.startsWith('.') && name !== 'node_modules'));

function filesUnder(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full).flatMap((name) => (name === 'node_modules' ? [] : filesUnder(`${path}/${name}`)));
}

const SOURCE_WORDS = new Set(
  SOURCES.flatMap(filesUnder)
    .filter((path) => /\.(ts|tsx|mts|mjs|js|json|ya?ml|css)$/.test(path) && !path.endsWith('docs-links.test.ts'))
    .flatMap((path) => readFileSync(join(ROOT, path), 'utf8').match(/[A-Za-z_$][\w$]*/g) ?? []),
);

/** What a doc writes in backticks (code blocks aside: they are examples with placeholder names). */
function spansOf(text: string): string[] {
  const prose = text.replace(/```[\s\S]*?```/g, '');
  return [...prose.matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

/** A span that names a repository path: it starts at a top-level entry and has no placeholder in it. */
function pathOf(span: string): string | undefined {
  const path = span.replace(/[#:][\w-]*$/, '').replace(/[.,;]$/, '');
  if (/[<>*{}\s…]|\.\.\./.test(path) || !path.includes('/')) return undefined;
  return TOP_LEVEL.has(path.split('/')[0]!) ? path : undefined;
}

/** A span that names code: one identifier (or a call of one) with an upper-case letter in it: `unwrap()`, `QueryState`, `STALE`. */
function symbolOf(span: string): string | undefined {
  const match = /^([A-Za-z_$][\w$]*)(\(\))?$/.exec(span);
  if (!match) return undefined;
  const [, name, call] = match;
  return call || /[A-Z]/.test(name!) ? name : undefined;
}

const LINKS = /\]\(([^)\s]+)\)/g;

describe.each(DOCS)('%s', (doc) => {
  const text = readFileSync(join(ROOT, doc), 'utf8');
  const spans = spansOf(text);

  it('names only paths that exist', () => {
    // A module may be named as it is imported: `src/lib/format` for src/lib/format.ts.
    const exists = (path: string) => ['', '.ts', '.tsx'].some((extension) => existsSync(join(ROOT, path + extension)));
    const missing = spans.map(pathOf).filter((path): path is string => path !== undefined && !exists(path));
    expect(missing).toEqual([]);
  });

  it('names only code that occurs in the sources', () => {
    const missing = spans.map(symbolOf).filter((name): name is string => name !== undefined && !SOURCE_WORDS.has(name));
    expect(missing).toEqual([]);
  });

  it('links only to files that exist', () => {
    const links = [...text.matchAll(LINKS)].map((match) => match[1]!).filter((link) => !/^[a-z]+:/.test(link) && !link.startsWith('#'));
    const missing = links.filter((link) => !existsSync(join(ROOT, dirname(doc), link.split('#')[0]!)));
    expect(missing.map((link) => relative(ROOT, join(ROOT, dirname(doc), link)))).toEqual([]);
  });
});

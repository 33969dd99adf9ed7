import { describe, expect, it } from 'vitest';
import { listsModule, takeLists } from '../../../scripts/route-preload-lists';

/** A chunk as Vite writes it: its table of files, then the code with each import's list by index. */
const chunk = (files: string[], body: string) =>
  `const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=${JSON.stringify(files)})))=>i.map(i=>d[i]);\n${body}`;
const FILES = ['assets/lobby.js', 'assets/shared.js', 'assets/rng.js', 'assets/rng.css', 'assets/live.js'];
const CODE = chunk(
  FILES,
  'p(()=>import("./lobby.js"),__vite__mapDeps([0,1]));p(()=>import("./rng.js"),__vite__mapDeps([2,1,3]));p(()=>import("./live.js"),__vite__mapDeps([4,1]));',
);
/** The routes other than the lobby move. */
const routes = ([first]: string[]) => first !== 'assets/lobby.js';

describe('takeLists: the routes preload lists out of a chunk', () => {
  it('gives each moved list its number, and keeps only the files of the lists left', () => {
    expect(takeLists(CODE, routes)).toEqual({
      code: chunk(
        ['assets/lobby.js', 'assets/shared.js'],
        'p(()=>import("./lobby.js"),__vite__mapDeps([0,1]));p(()=>import("./rng.js"),0);p(()=>import("./live.js"),1);',
      ),
      lists: [
        ['assets/rng.js', 'assets/shared.js', 'assets/rng.css'],
        ['assets/live.js', 'assets/shared.js'],
      ],
    });
  });

  it('drops the table when every list moves', () => {
    expect(takeLists(CODE, () => true)?.code).toBe('\np(()=>import("./lobby.js"),0);p(()=>import("./rng.js"),1);p(()=>import("./live.js"),2);');
  });

  it('keeps the chunk as it was when no list moves', () => {
    expect(takeLists(CODE, () => false)).toEqual({ code: CODE, lists: [] });
  });

  it("keeps each line's length for a source map (the table's own line aside)", () => {
    const padded = takeLists(CODE, routes, { pad: true })!.code;
    expect(padded.split('\n')[1]).toHaveLength(CODE.split('\n')[1]!.length);
    expect(padded).toContain(`import("./rng.js"),0${' '.repeat('__vite__mapDeps([2,1,3])'.length - 1)});`);
  });

  it("drops a moved list's import of its own first file, which the helper then imports from the list", () => {
    const imported = (specifier: string) => `assets/${specifier.slice(2)}`;
    expect(takeLists(CODE, routes, { imported })?.code).toBe(
      `${chunk(['assets/lobby.js', 'assets/shared.js'], 'p(()=>import("./lobby.js"),__vite__mapDeps([0,1]));p(0,0);p(0,1);')}`,
    );
  });

  it("keeps an import that is not the list's first file, and every import in a build with source maps", () => {
    const elsewhere = (specifier: string) => `other/${specifier.slice(2)}`;
    expect(takeLists(CODE, routes, { imported: elsewhere })?.code).toContain('p(()=>import("./rng.js"),0);');
    expect(takeLists(CODE, routes, { pad: true, imported: (specifier) => `assets/${specifier.slice(2)}` })?.code).toContain('import("./rng.js"),0 ');
  });

  it('leaves a chunk without a table alone', () => {
    expect(takeLists('p(()=>import("./a.js"),[]);', () => true)).toBeNull();
  });

  it('writes the lists as a module', () => {
    expect(listsModule([['assets/a.js', 'assets/a.css']])).toBe('export default [["assets/a.js","assets/a.css"]];\n');
  });
});

import { describe, expect, it } from 'vitest';
import { afterFirstScreenImports, preloadDependencies } from '../../../scripts/preload-filter';

describe('afterFirstScreenImports: the imports marked after-first-screen', () => {
  it.each([
    ["import(/* after-first-screen */ './site-footer')", ['./site-footer']],
    ['import( /*after-first-screen*/ "./tab-bar" )', ['./tab-bar']],
    ["import(\n  /* after-first-screen */\n  './below-fold'\n)", ['./below-fold']],
    ["import(/* after-first-screen */ './a').then(f); import('./b'); import(/* after-first-screen */ '@/c')", ['./a', '@/c']],
    ["import('./plain')", []],
    ["import(/* webpackChunkName: 'x' */ './other-comment')", []],
    ['// after-first-screen parts are marked in the code', []],
    ["import(/* after-first-screen */ pathOf('x'))", []],
  ])('%j -> %j', (code, expected) => {
    expect(afterFirstScreenImports(code)).toEqual(expected);
  });
});

describe('preloadDependencies: the files preloaded beside a dynamic import', () => {
  const facts = {
    loadedWithEntry: new Set(['assets/entry.js', 'assets/framework.js']),
    afterFirstScreenFiles: new Set(['assets/footer.js']),
  };
  const deps = ['assets/framework.js', 'assets/shared.js', 'assets/footer.css', 'assets/entry.js', 'assets/icons.js'];
  it.each([
    ['the HTML keeps its whole list', 'index.html', 'html', deps],
    ["a route's list drops what the entry loaded", 'assets/rng.js', 'js', ['assets/shared.js', 'assets/footer.css', 'assets/icons.js']],
    ['a part marked after-first-screen keeps only its stylesheets', 'assets/footer.js', 'js', ['assets/footer.css']],
  ] as const)('%s', (_case, file, hostType, expected) => {
    expect(preloadDependencies(file, [...deps], hostType, facts)).toEqual(expected);
  });
});

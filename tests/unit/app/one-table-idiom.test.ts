import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

// Issue 31: one table idiom. A list of records is the data table, a small fixed matrix the SimpleTable; a screen
// never writes a <table> of its own (it would miss the phone's cards, the states and the semantics the two keep).
it('writes <table> only in the two table pieces of src/ui', () => {
  const writers = files('src')
    .filter((path) => path.endsWith('.tsx'))
    .filter((path) => /<table[\s>]/.test(readFileSync(path, 'utf8')));
  expect(writers.sort()).toEqual([join('src', 'ui', 'data-table', 'data-table.tsx'), join('src', 'ui', 'simple-table.tsx')]);
});

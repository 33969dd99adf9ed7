import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

// Session 16: three stylesheets each wrote a global `.chip`, and the one loaded last dressed every chip of the page
// (the game list's chips in the report's look after a visit to a report). One Chip, one stylesheet.
it('styles `.chip` only in src/ui/chip.css and draws it only with the Chip of src/ui/chip.tsx', () => {
  const all = files('src');
  const styling = all.filter((path) => path.endsWith('.css') && /\.chip(?![\w-])/.test(readFileSync(path, 'utf8')));
  expect(styling).toEqual([join('src', 'ui', 'chip.css')]);
  const drawing = all.filter((path) => path.endsWith('.tsx') && /className=["'{`][^>]*\bchip(?![\w-])/.test(readFileSync(path, 'utf8')));
  expect(drawing).toEqual([join('src', 'ui', 'chip.tsx')]);
});

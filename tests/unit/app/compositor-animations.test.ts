import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));

/** Each `@keyframes` block of a stylesheet: its name and the properties its frames set. */
function keyframes(css: string): { name: string; properties: string[] }[] {
  const found: { name: string; properties: string[] }[] = [];
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const match of text.matchAll(/@keyframes\s+([\w-]+)\s*\{/g)) {
    let depth = 1;
    let end = match.index + match[0].length;
    while (depth > 0 && end < text.length) {
      if (text[end] === '{') depth += 1;
      if (text[end] === '}') depth -= 1;
      end += 1;
    }
    const body = text.slice(match.index + match[0].length, end - 1);
    const properties = [...body.matchAll(/([\w-]+)\s*:/g)].map((declaration) => declaration[1] ?? '');
    found.push({ name: match[1] ?? '', properties: [...new Set(properties)] });
  }
  return found;
}

// Issue 33: an animation of anything but transform and opacity repaints its element on the main thread every frame.
// The loading placeholders' moving background did that on the lobby's first screen until the answers came: a
// 15-25 ms task per frame on a phone, each one blocking time. Transform and opacity the compositor moves alone.
const COMPOSITED = new Set(['transform', 'opacity']);

describe('keyframes', () => {
  it.each([
    ['a moving background', '@keyframes a { to { background-position: -200% 0; } }', [{ name: 'a', properties: ['background-position'] }]],
    [
      'two frames, a comment',
      '@keyframes b { from { opacity: 0; /* x: 1 */ transform: none; } to { opacity: 1; } }',
      [{ name: 'b', properties: ['opacity', 'transform'] }],
    ],
    ['none', '.a { color: red; }', []],
  ])('reads %s', (_, css, expected) => {
    expect(keyframes(css)).toEqual(expected);
  });
});

it('animates only what the compositor moves alone (transform, opacity) in every stylesheet of src', () => {
  const sheets = files('src').filter((path) => path.endsWith('.css'));
  const offenders = sheets.flatMap((path) =>
    keyframes(readFileSync(path, 'utf8'))
      .filter(({ properties }) => properties.some((property) => !COMPOSITED.has(property)))
      .map(({ name, properties }) => `${path}: @keyframes ${name} sets ${properties.join(', ')}`),
  );
  expect(sheets.length).toBeGreaterThan(20);
  expect(offenders).toEqual([]);
});

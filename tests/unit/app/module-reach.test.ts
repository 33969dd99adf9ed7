import { describe, expect, it } from 'vitest';
import { moduleShape, modulesRun } from '../../../scripts/module-reach';

/** A tiny app: each module's code by id; a specifier `./x` resolves to `x`, a package (`react`) to nothing we know. */
const app: Record<string, string> = {
  page: `import { Card } from './feature'; import type { Game } from './model'; import { useState } from 'react'; import './styles';`,
  feature: `export { Card } from './card'; export { Dialog } from './dialog'; export * from './rules'; export * as api from './api';`,
  card: `import { price } from './feature'; import { icon } from './icons'; export const Card = () => price + icon;`,
  dialog: `import { heavy } from './heavy'; export const Dialog = () => heavy;`,
  rules: `export const price = 1; export default function rule() {}`,
  api: `export const call = 1;`,
  heavy: `export const heavy = 1;`,
  icons: `export const icon = 1;`,
  model: `export type Game = { id: number };`,
  styles: `export {};`,
  namespace: `import * as feature from './feature'; export const all = feature;`,
};
const shapeOf = (id: string) => (id in app ? moduleShape(app[id]!, `${id}.tsx`) : null);
const resolve = async (specifier: string) => (specifier.startsWith('./') ? specifier.slice(2) : null);

describe('modulesRun: the modules a start runs, by the bindings it uses', () => {
  it.each([
    ['a barrel passes a name on to the module that declares it, and not its other re-exports', ['page'], ['page', 'card', 'rules', 'icons', 'styles']],
    ['a namespace import runs all the barrel reaches', ['namespace'], ['namespace', 'feature', 'card', 'dialog', 'rules', 'api', 'heavy', 'icons']],
    ['a module used for its own export runs, with its imports', ['dialog'], ['dialog', 'heavy']],
  ])('%s', async (_case, starts, expected) => {
    expect([...(await modulesRun(starts, shapeOf, resolve))].sort()).toEqual([...expected].sort());
  });

  it('leaves type-only imports and packages out', () => {
    expect(moduleShape(app.page!, 'page.tsx').imports.map((statement) => statement.from)).toEqual(['./feature', 'react', './styles']);
  });
});

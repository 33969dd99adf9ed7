import { describe, expect, it } from 'vitest';
import { CALLS_MODULE, importsByOperation, splitByExport } from '../../../scripts/generated-calls';

/** `@generated/api/x/x` is a calls module at `/g/x.ts`; anything else is not. */
const resolved = (specifier: string) => (/^@generated\/api\/(\w+)\/\1$/.test(specifier) ? `/g/${specifier.split('/').pop()}.ts` : null);
const rewrite = (code: string) => importsByOperation(code, 'importer.ts', resolved);

describe('importsByOperation: one import per generated operation', () => {
  it.each([
    [
      'one import per name, each from its own operation',
      `import { getA, getB } from '@generated/api/member/member';\nuse(getA, getB);`,
      `import { getA } from "/g/member.ts?op=getA"; import { getB } from "/g/member.ts?op=getB";\nuse(getA, getB);`,
    ],
    ['a renamed import keeps its local name', `import { getA as a } from '@generated/api/member/member';`, `import { getA as a } from "/g/member.ts?op=getA";`],
    ['type-only names are left out', `import { type A, getA } from '@generated/api/member/member';`, `import { getA } from "/g/member.ts?op=getA";`],
    [
      'other modules stay as they are, between the rewritten ones',
      `import { x } from './x';\nimport { getA } from '@generated/api/games/games';\nimport { y } from 'y';`,
      `import { x } from './x';\nimport { getA } from "/g/games.ts?op=getA";\nimport { y } from 'y';`,
    ],
  ])('%s', (_case, code, expected) => {
    expect(rewrite(code)).toBe(expected);
  });

  it.each([
    ['a namespace import (it may use any operation)', `import * as member from '@generated/api/member/member';`],
    ['a default import', `import member from '@generated/api/member/member';`],
    ['an import for effects only', `import '@generated/api/member/member';`],
    ['a type-only import', `import type { A } from '@generated/api/member/member';`],
    ['no generated import', `import { x } from './x';`],
  ])('leaves %s alone', (_case, code) => {
    expect(rewrite(code)).toBeNull();
  });
});

describe('CALLS_MODULE: a tag calls module, not its mocks or schemas', () => {
  it.each([
    ['/app/generated/api/member/member.ts', true],
    ['C:\\app\\generated\\api\\games\\games.ts', true],
    ['/app/generated/api/member/member.msw.ts', false],
    ['/app/generated/api/member/other.ts', false],
    ['/app/generated/zod/member/member.ts', false],
  ])('%s: %s', (id, expected) => {
    expect(CALLS_MODULE.test(id)).toBe(expected);
  });
});

describe('splitByExport: the calls modules and the listed app modules', () => {
  it.each([
    ['/app/generated/api/member/member.ts', true],
    ['/app/src/api/queries.ts', true],
    ['C:\\app\\src\\api\\queries.ts', true],
    ['/app/src/features/promotions/logic/filters.ts', true],
    ['/app/src/api/query-options.ts', false],
    ['/app/src/features/games/logic/filters.ts', false],
    ['/app/generated/api/member/member.msw.ts', false],
  ])('%s: %s', (id, expected) => {
    expect(splitByExport(id)).toBe(expected);
  });
});

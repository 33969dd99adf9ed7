import { describe, expect, it } from 'vitest';
import { systemView } from '@/features/shell/logic/layout';

describe('layout rules (SPEC 2)', () => {
  it.each([
    { status: 0, expected: 'site' },
    { status: 1, expected: 'maintenance' },
    { status: 2, expected: 'region-blocked' },
    { status: null, expected: 'site' },
    { status: undefined, expected: 'site' },
  ])('system status $status shows the $expected view', ({ status, expected }) => {
    expect(systemView(status)).toBe(expected);
  });
});

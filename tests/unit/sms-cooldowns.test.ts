import { describe, expect, it } from 'vitest';
import { cooldownOf, rememberCooldown } from '@/features/auth/logic/sms-cooldowns';

function memory() {
  const data = new Map<string, string>();
  return { getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
}

describe('the SMS cool-down, kept per number', () => {
  it.each([
    { label: 'just started', at: 0, left: true },
    { label: 'half-way', at: 30_000, left: true },
    { label: 'at the end', at: 60_000, left: false },
    { label: 'long after', at: 600_000, left: false },
  ])('$label: running $left', ({ at, left }) => {
    const store = memory();
    rememberCooldown(store, '012-345 6789', { startedAt: 0, total: 60 }, 0);
    expect(cooldownOf(store, '0123456789', at) !== null).toBe(left);
  });

  it('keeps numbers apart and forgets finished cool-downs', () => {
    const store = memory();
    rememberCooldown(store, '0111111111', { startedAt: 0, total: 60 }, 0);
    rememberCooldown(store, '0122222222', { startedAt: 100_000, total: 60 }, 100_000);
    expect(cooldownOf(store, '0111111111', 100_000)).toBeNull();
    expect(cooldownOf(store, '0122222222', 100_000)).toEqual({ startedAt: 100_000, total: 60 });
    expect(store.getItem('sms-cooldowns')).not.toContain('0111111111');
  });

  it('survives a broken or missing store', () => {
    const broken = { getItem: () => '{not json', setItem: () => undefined };
    expect(cooldownOf(broken, '0123456789', 0)).toBeNull();
    expect(cooldownOf(undefined, '0123456789', 0)).toBeNull();
  });
});

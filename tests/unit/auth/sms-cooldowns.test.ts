import { describe, expect, it } from 'vitest';
import { cooldownKey, cooldownOf, rememberCooldown } from '@/features/auth/logic/sms-cooldowns';

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
    rememberCooldown(store, { number: '012-345 6789' }, { startedAt: 0, total: 60 }, 0);
    expect(cooldownOf(store, { number: '0123456789' }, at) !== null).toBe(left);
  });

  it('keeps numbers apart and forgets finished cool-downs', () => {
    const store = memory();
    rememberCooldown(store, { number: '0111111111' }, { startedAt: 0, total: 60 }, 0);
    rememberCooldown(store, { number: '0122222222' }, { startedAt: 100_000, total: 60 }, 100_000);
    expect(cooldownOf(store, { number: '0111111111' }, 100_000)).toBeNull();
    expect(cooldownOf(store, { number: '0122222222' }, 100_000)).toEqual({ startedAt: 100_000, total: 60 });
    expect(store.getItem('sms-cooldowns')).not.toContain('0111111111');
  });

  it('survives a broken or missing store', () => {
    const broken = { getItem: () => '{not json', setItem: () => undefined };
    expect(cooldownOf(broken, { number: '0123456789' }, 0)).toBeNull();
    expect(cooldownOf(undefined, { number: '0123456789' }, 0)).toBeNull();
  });

  it.each([
    { target: { number: '012-345 6789' }, key: 'tel:0123456789' },
    { target: { number: '+60 12 345 6789' }, key: 'tel:60123456789' },
    { target: { number: '' }, key: null },
    { target: { number: 'bind-email' }, key: null },
    { target: { purpose: 'bindEmail' }, key: 'purpose:bindEmail' },
    { target: { purpose: ' ' }, key: null },
  ])('keys $target as $key', ({ target, key }) => {
    expect(cooldownKey(target)).toBe(key);
  });

  it('keeps the bind-email code apart from a number without digits', () => {
    const store = memory();
    rememberCooldown(store, { purpose: 'bindEmail' }, { startedAt: 0, total: 60 }, 0);
    expect(cooldownOf(store, { number: '' }, 1000)).toBeNull();
    expect(cooldownOf(store, { number: 'bind-email' }, 1000)).toBeNull();
    expect(cooldownOf(store, { purpose: 'bindEmail' }, 1000)).not.toBeNull();
  });
});

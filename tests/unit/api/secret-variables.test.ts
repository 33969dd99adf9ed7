import { describe, expect, it } from 'vitest';
import { createIntent } from '@/api/idempotency';
import { isSecretField, withoutSecretFields } from '@/api/secret-variables';

/** Issue 28: typed secrets stay out of the mutation cache and the idempotency fingerprint. */
describe('isSecretField', () => {
  it.each([
    ['password', true],
    ['paymentPassword', true],
    ['loginPassword', true],
    ['confirmNewPassword', true],
    ['oldPaymentPassword', true],
    ['pin', true],
    ['passwordExpired', false],
    ['paymentPasswordSet', false],
    ['passwordChangeRequired', false],
    ['amount', false],
    ['spin', false],
  ])('%s -> %s', (name, secret) => {
    expect(isSecretField(name)).toBe(secret);
  });
});

describe('withoutSecretFields', () => {
  const obtain = () => Promise.resolve('token');
  it.each([
    { name: 'a withdrawal', input: { amount: 500, bankAccountId: 'b1', paymentPassword: '246810' }, expected: { amount: 500, bankAccountId: 'b1' } },
    {
      name: 'a sign-in attempt: the password and the closure that holds it',
      input: { method: 'username', password: 'Demo@1234', obtain },
      expected: { method: 'username' },
    },
    {
      name: 'a registration, nested',
      input: { mode: 'username', payload: { username: 'new1', password: 'a', confirmPassword: 'a' } },
      expected: { mode: 'username', payload: { username: 'new1' } },
    },
    { name: 'a list', input: [{ pin: '123456', n: 1 }], expected: [{ n: 1 }] },
    { name: 'a string', input: 'envelope-1', expected: 'envelope-1' },
    { name: 'nothing', input: undefined, expected: undefined },
  ])('$name', ({ input, expected }) => {
    expect(withoutSecretFields(input)).toEqual(expected);
  });

  it('keeps a file as it is (not a plain object)', () => {
    const file = new Blob(['x']);
    expect(withoutSecretFields({ file }).file).toBe(file);
  });
});

describe('the idempotency fingerprint', () => {
  it('is the same intent when only the payment password differs, and a new one when the amount does', () => {
    let n = 0;
    const intent = createIntent(() => `key-${(n += 1)}`);
    const first = intent.keyFor({ amount: 500, paymentPassword: '000000' });
    expect(intent.keyFor({ paymentPassword: '246810', amount: 500 })).toBe(first);
    expect(intent.keyFor({ amount: 501, paymentPassword: '246810' })).not.toBe(first);
  });
});

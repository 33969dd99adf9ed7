import { describe, expect, it } from 'vitest';
import { deriveLoginState, isDefaultPassword } from '@/features/auth/logic/login-state';

describe('deriveLoginState', () => {
  it.each([
    { token: null, type: 0, expected: { isLogin: false, isAgent: false, isTrial: false } },
    { token: '', type: 1, expected: { isLogin: false, isAgent: false, isTrial: false } },
    { token: 't', type: 0, expected: { isLogin: true, isAgent: false, isTrial: false } },
    { token: 't', type: 1, expected: { isLogin: true, isAgent: true, isTrial: false } },
    { token: 't', type: 2, expected: { isLogin: true, isAgent: true, isTrial: false } },
    { token: 't', type: 41, expected: { isLogin: true, isAgent: true, isTrial: false } },
    { token: 't', type: 42, expected: { isLogin: true, isAgent: true, isTrial: false } },
    { token: 't', type: 4, expected: { isLogin: true, isAgent: false, isTrial: true } },
    { token: 't', type: 3, expected: { isLogin: true, isAgent: false, isTrial: false } },
    { token: 't', type: undefined, expected: { isLogin: true, isAgent: false, isTrial: false } },
  ])('token $token, type $type', ({ token, type, expected }) => {
    expect(deriveLoginState(token, type)).toEqual(expected);
  });
});

describe('isDefaultPassword', () => {
  it.each([
    ['123456', true],
    ['1234567', false],
    ['12345', false],
    ['654321', false],
    ['Demo@1234', false],
  ])('%s -> %s', (password, expected) => {
    expect(isDefaultPassword(password)).toBe(expected);
  });
});

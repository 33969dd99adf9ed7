import { describe, expect, it } from 'vitest';
import { loadTextOverrides, overridesUrl } from '@/lib/text-overrides';
import { usableOverrides } from '@/lib/text-overrides-compile';

describe('overridesUrl', () => {
  it.each([
    { template: 'overrides/{lang}.json', code: 'CN', base: 'https://site.example/lobby/', url: 'https://site.example/lobby/overrides/cn.json' },
    { template: '/texts/{lang}.json', code: 'TW', base: 'https://site.example/lobby/', url: 'https://site.example/texts/tw.json' },
    { template: 'https://cdn.example/m1/{lang}.json', code: 'BN', base: 'https://site.example/', url: 'https://cdn.example/m1/bn.json' },
  ])('$template for $code', ({ template, code, base, url }) => {
    expect(overridesUrl(template, code, base)).toBe(url);
  });
});

describe('usableOverrides', () => {
  it.each([
    { raw: { 'Log in': 'Sign in' }, usable: { 'Log in': 'Sign in' } },
    { raw: { 'Balance {amount}': 'Wallet {amount}' }, usable: { 'Balance {amount}': 'Wallet {amount}' } },
    { raw: { 'Balance {amount}': 'Wallet' }, usable: {} },
    { raw: { 'Read the <0>terms</0>': 'Read the terms' }, usable: {} },
    { raw: { 'Log in': '' }, usable: {} },
    { raw: { 'Log in': 7 }, usable: {} },
    { raw: ['Log in'], usable: {} },
    { raw: null, usable: {} },
    { raw: 'Log in', usable: {} },
  ])('$raw', ({ raw, usable }) => {
    expect(usableOverrides(raw)).toEqual(usable);
  });
});

describe('loadTextOverrides', () => {
  const answering = (status: number, body: unknown) => (() => Promise.resolve(new Response(JSON.stringify(body), { status }))) as unknown as typeof fetch;
  it.each([
    ['an empty file (the demo merchant overrides nothing)', answering(200, {}), {}],
    ['no file', answering(404, { error: 'missing' }), {}],
    ['an unreachable server', (() => Promise.reject(new TypeError('offline'))) as unknown as typeof fetch, {}],
  ])('reads %s as no override', async (_case, fetchImpl, expected) => {
    expect(await loadTextOverrides('https://site.example/overrides/en.json', fetchImpl)).toEqual(expected);
  });

  it('compiles the texts a file sets', async () => {
    const messages = await loadTextOverrides('https://site.example/overrides/en.json', answering(200, { 'Log in': 'Sign in' }));
    expect(Object.keys(messages)).toHaveLength(1);
  });
});

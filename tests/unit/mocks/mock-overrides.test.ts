import { describe, expect, it } from 'vitest';
import { emptied, holdsList, overrideResponse, statusOf } from '@mocks/overrides/answer';
import { poisoned } from '@mocks/overrides/hostile';
import {
  linkWithOverrides,
  parseAnswer,
  parseOverride,
  parseOverrides,
  serialiseOverride,
  serialiseOverrides,
  withOverride,
  withoutOverride,
  type Override,
} from '@mocks/overrides/vocabulary';
import { withOverrides } from '../../support/mock-link';

describe('the override vocabulary', () => {
  it.each([
    { text: 'listGames:empty', parsed: { operationId: 'listGames', answer: { kind: 'empty' } } },
    { text: 'listGames: empty', parsed: { operationId: 'listGames', answer: { kind: 'empty' } }, canonical: 'listGames:empty' },
    {
      text: ' getWalletBalance : 500 ',
      parsed: { operationId: 'getWalletBalance', answer: { kind: 'status', status: 500 } },
      canonical: 'getWalletBalance:500',
    },
    { text: 'getMemberInfo:401', parsed: { operationId: 'getMemberInfo', answer: { kind: 'status', status: 401 } } },
    { text: 'listGames:hostile', parsed: { operationId: 'listGames', answer: { kind: 'hostile' } } },
    { text: 'listGames:network-error', parsed: { operationId: 'listGames', answer: { kind: 'network-error' } } },
    { text: 'listGames:1500ms', parsed: { operationId: 'listGames', answer: { kind: 'delay', ms: 1500 } } },
    { text: 'listGames:0ms', parsed: { operationId: 'listGames', answer: { kind: 'delay', ms: 0 } } },
    { text: 'listGames:60000ms', parsed: { operationId: 'listGames', answer: { kind: 'delay', ms: 60000 } } },
    { text: 'login:wrongPassword', parsed: { operationId: 'login', answer: { kind: 'example', name: 'wrongPassword' } } },
    { text: 'getSystemStatus:maintenance', parsed: { operationId: 'getSystemStatus', answer: { kind: 'example', name: 'maintenance' } } },
    { text: 'listGames:60001ms', parsed: null },
    { text: 'listGames:1.5s', parsed: null },
    { text: 'listGames:404', parsed: null },
    { text: 'listGames:', parsed: null },
    { text: 'listGames', parsed: null },
    { text: ':empty', parsed: null },
    { text: 'list games:empty', parsed: null },
    { text: 'listGames:wrong-password', parsed: null },
    { text: '/lgw/games:empty', parsed: null },
  ])('reads "$text"', ({ text, parsed, canonical }) => {
    const override = parseOverride(text);
    expect(override).toEqual(parsed);
    if (override) expect(serialiseOverride(override)).toBe(canonical ?? text);
  });

  it.each([
    { value: 'listGames:empty,getWalletBalance:500', overrides: ['listGames:empty', 'getWalletBalance:500'], rejected: [] },
    { value: 'listGames:empty, login:wrongPassword', overrides: ['listGames:empty', 'login:wrongPassword'], rejected: [] },
    { value: 'listGames:empty,listGames:500', overrides: ['listGames:500'], rejected: [], why: 'the later one wins' },
    { value: 'listGames:empty,,nonsense,x:1s', overrides: ['listGames:empty'], rejected: ['nonsense', 'x:1s'] },
    { value: '', overrides: [], rejected: [] },
    { value: null, overrides: [], rejected: [] },
  ])('reads the parameter "$value"', ({ value, overrides, rejected }) => {
    const result = parseOverrides(value);
    expect(result.overrides.map(serialiseOverride)).toEqual(overrides);
    expect(result.rejected).toEqual(rejected);
    expect(serialiseOverrides(result.overrides)).toBe(overrides.join(','));
  });

  it('round-trips every kind of answer', () => {
    for (const word of ['empty', '500', '401', 'network-error', '250ms', 'captchaRequired']) {
      const answer = parseAnswer(word);
      expect(answer).not.toBeNull();
      expect(serialiseOverride({ operationId: 'op', answer: answer! })).toBe(`op:${word}`);
    }
  });

  it('stacks overrides, one per operation', () => {
    const empty: Override = { operationId: 'listGames', answer: { kind: 'empty' } };
    const failing: Override = { operationId: 'getWalletBalance', answer: { kind: 'status', status: 500 } };
    const slow: Override = { operationId: 'listGames', answer: { kind: 'delay', ms: 900 } };
    const both = withOverride(withOverride([], empty), failing);
    expect(serialiseOverrides(both)).toBe('listGames:empty,getWalletBalance:500');
    expect(serialiseOverrides(withOverride(both, slow))).toBe('getWalletBalance:500,listGames:900ms');
    expect(serialiseOverrides(withoutOverride(both, 'listGames'))).toBe('getWalletBalance:500');
  });

  it.each([
    {
      href: 'http://x.test/rng?lang=en',
      overrides: 'listGames:empty,getWalletBalance:500',
      link: 'http://x.test/rng?lang=en&mock=listGames:empty,getWalletBalance:500',
    },
    { href: 'http://x.test/rng?mock=old:500', overrides: 'listGames:empty', link: 'http://x.test/rng?mock=listGames:empty' },
    { href: 'http://x.test/rng?mock=old:500&lang=en', overrides: '', link: 'http://x.test/rng?lang=en' },
  ])('writes the link for "$overrides"', ({ href, overrides, link }) => {
    expect(linkWithOverrides(href, parseOverrides(overrides).overrides)).toBe(link);
  });

  it.each([
    { path: '/rng', specs: ['listGames:empty'], url: '/rng?mock=listGames:empty' },
    { path: '/rng?lang=en', specs: ['listGames:empty', 'getWalletBalance: 500'], url: '/rng?lang=en&mock=listGames:empty,getWalletBalance:500' },
  ])('gives Playwright the same words: $url', ({ path, specs, url }) => {
    expect(withOverrides(path, ...specs)).toBe(url);
  });

  it('refuses words it does not know in a test', () => {
    expect(() => withOverrides('/', 'listGames:nothing-like-this')).toThrow(/Not an override/);
  });
});

describe('override answers', () => {
  it.each([
    { value: [1, 2], result: [] },
    { value: { games: [1], pageNo: 1, totalPages: 45, total: 900 }, result: { games: [], pageNo: 1, totalPages: 0, total: 0 } },
    {
      value: { list: [1], total: 50, pageNo: 1, pageSize: 10, totals: { betAmount: 1973, winLoss: -190.49 } },
      result: { list: [], total: 0, pageNo: 1, pageSize: 10, totals: { betAmount: 0, winLoss: 0 } },
    },
    { value: { balance: 5, wallets: [{ code: 'PG' }] }, result: { balance: 5, wallets: [] } },
    { value: true, result: true },
    { value: null, result: null },
  ])('empties $value', ({ value, result }) => {
    expect(emptied(value)).toEqual(result);
  });

  it.each([
    { value: [], holds: true },
    { value: { list: [] }, holds: true },
    { value: { token: 'x' }, holds: false },
    { value: 3, holds: false },
  ])('knows whether $value holds a list', ({ value, holds }) => {
    expect(holdsList(value)).toBe(holds);
  });

  it.each([
    ['200', 200],
    ['400', 400],
    ['401', 401],
    ['5XX', 500],
  ])('answers the contract status %s with HTTP %i', (key, status) => {
    expect(statusOf(key)).toBe(status);
  });

  it.each([
    ['login', 'tooManyRequests', 429, '60'],
    ['sendLoginSmsCode', 'tooSoon', 429, '60'],
    ['login', 'wrongPassword', 200, null],
  ])('answers %s:%s with HTTP %i and Retry-After %s, as the contract says', async (operationId, name, status, retryAfter) => {
    const request = new Request('http://localhost/wps/session/login', { method: 'POST' });
    const response = await overrideResponse({ operationId, answer: { kind: 'example', name } }, request, () => []);
    expect(response?.status).toBe(status);
    expect(response?.headers.get('Retry-After')).toBe(retryAfter);
  });
});

describe('the hostile answer', () => {
  const corpus = ['<p1>', '<p2>', '<p3>'];

  it('replaces the texts a person reads, rich fields with the whole corpus, and leaves ids, codes, URLs and times alone', () => {
    const value = {
      list: [
        { gameName: 'Fortune Tiger', nodeId: 'PG-1', imageUrl: '/a.png', vendor: 'PG' },
        { gameName: 'Aztec', nodeId: 'PG-2', imageUrl: '/b.png', vendor: 'PG' },
      ],
      notice: { title: 'Hello', content: '<p>Rich</p>', startTime: '2026-01-01 00:00:00' },
      total: 2,
    };
    const out = poisoned(value, corpus) as typeof value;
    expect(out.list.map((game) => game.gameName).every((name) => corpus.includes(name))).toBe(true);
    expect(out.list[0]!.gameName).not.toBe(out.list[1]!.gameName);
    expect(out.list.map(({ nodeId, imageUrl, vendor }) => [nodeId, imageUrl, vendor])).toEqual([
      ['PG-1', '/a.png', 'PG'],
      ['PG-2', '/b.png', 'PG'],
    ]);
    expect(corpus).toContain(out.notice.title);
    expect(out.notice.content).toBe(corpus.join('\n<p>·</p>\n'));
    expect(out.notice.startTime).toBe('2026-01-01 00:00:00');
    expect(out.total).toBe(2);
  });
});

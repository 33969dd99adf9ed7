import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenSettled, HOLD_AT_MOST_MS, holdAnswersUntilHydrated, settleFirstScreen, takeEarlyAnswer } from '@/lib/first-screen';

afterEach(() => {
  settleFirstScreen();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settledWithin = async (gate: Promise<void>) => {
  let settled = false;
  void gate.then(() => (settled = true));
  await vi.advanceTimersByTimeAsync(0);
  return settled;
};

it('holds the answers until the lobby says it is hydrated', async () => {
  vi.useFakeTimers();
  holdAnswersUntilHydrated();
  const gate = firstScreenSettled();
  expect(await settledWithin(gate)).toBe(false);
  settleFirstScreen();
  expect(await settledWithin(gate)).toBe(true);
});

it('lets them through after the longest hold when the lobby never says so', async () => {
  vi.useFakeTimers();
  holdAnswersUntilHydrated();
  const gate = firstScreenSettled();
  await vi.advanceTimersByTimeAsync(HOLD_AT_MOST_MS - 1);
  expect(await settledWithin(gate)).toBe(false);
  await vi.advanceTimersByTimeAsync(1);
  expect(await settledWithin(gate)).toBe(true);
});

it('lets the held answers through one per task, in the order they were asked', async () => {
  vi.useFakeTimers();
  holdAnswersUntilHydrated();
  const through: string[] = [];
  for (const name of ['status', 'banners', 'games']) void firstScreenSettled().then(() => through.push(name));
  settleFirstScreen();
  await vi.advanceTimersByTimeAsync(0);
  expect(through).toEqual(['status']);
  await vi.runAllTimersAsync();
  expect(through).toEqual(['status', 'banners', 'games']);
  // Once settled, a new call waits for nothing.
  expect(await settledWithin(firstScreenSettled())).toBe(true);
});

const NOTICES = '/wps/content/notice?types=B%2CPL%2CPU%2CPR&platform=W&execution=B&language=EN';

describe('the notices the inline script asked for (ADR 0034)', () => {
  it.each([
    { case: 'the same address, resolved against the page', url: `https://site.example${NOTICES}`, taken: true },
    { case: 'another language', url: `https://site.example${NOTICES.replace('EN', 'MY')}`, taken: false },
    { case: 'another origin', url: `https://api.example${NOTICES}`, taken: false },
    { case: 'a POST', url: `https://site.example${NOTICES}`, method: 'POST', taken: false },
    { case: 'with a session token', url: `https://site.example${NOTICES}`, token: 't', taken: false },
  ])('$case: taken $taken', ({ url, method, token, taken }) => {
    vi.stubGlobal('location', new URL('https://site.example/?lang=en'));
    const answer = Promise.resolve(new Response('{}'));
    vi.stubGlobal('__firstScreenNotices', { url: NOTICES, answer });
    const headers = new Headers(token ? { token } : {});
    expect(takeEarlyAnswer(url, { method, headers })).toBe(taken ? answer : undefined);
  });

  it('is taken once: the next call asks the server itself', () => {
    vi.stubGlobal('location', new URL('https://site.example/?lang=en'));
    vi.stubGlobal('__firstScreenNotices', { url: NOTICES, answer: Promise.resolve(new Response('{}')) });
    const url = `https://site.example${NOTICES}`;
    expect(takeEarlyAnswer(url, { headers: new Headers() })).toBeDefined();
    expect(takeEarlyAnswer(url, { headers: new Headers() })).toBeUndefined();
  });
});

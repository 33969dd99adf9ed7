import { afterEach, expect, it, vi } from 'vitest';
import { firstScreenSettled, HOLD_AT_MOST_MS, holdAnswersUntilHydrated, settleFirstScreen } from '@/lib/first-screen';

afterEach(() => {
  settleFirstScreen();
  vi.useRealTimers();
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

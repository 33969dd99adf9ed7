import { describe, expect, it } from 'vitest';
import { noticeOf } from '@/features/realtime/logic/notice';
import { affordableUnits, conversionAmount } from '@/features/points/logic/points-rules';

describe('affordableUnits', () => {
  it.each<[number, number, number | undefined, number]>([
    [435, 50, 120, 8],
    [435, 200, 50, 2],
    [435, 500, 10, 0],
    [1000, 50, 3, 3],
    [1000, 50, 0, 0],
    [49, 50, undefined, 0],
    [100, 50, undefined, 2],
  ])('%i points, %i each, stock %s: %i', (balance, price, stock, units) => {
    expect(affordableUnits(balance, price, stock)).toBe(units);
  });
});

describe('conversionAmount', () => {
  it.each<[number, number, number]>([
    [100, 0.1, 10],
    [435, 0.1, 43.5],
    [333, 0.033, 10.99],
    [0, 0.1, 0],
  ])('%i points at %s: %s', (points, rate, amount) => {
    expect(conversionAmount(points, rate)).toBe(amount);
  });
});

describe('noticeOf (SPEC 6 real-time notices)', () => {
  it.each([
    ['depositCredited', 'success', ['wallet', 'records']],
    ['depositFailed', 'error', ['wallet', 'records']],
    ['withdrawalApproved', 'success', ['wallet', 'records']],
    ['withdrawalRejected', 'error', ['wallet', 'records']],
    ['newMessage', 'info', ['messages']],
  ] as const)('%s: a %s toast, refreshes %j', (type, tone, refresh) => {
    const notice = noticeOf(type);
    expect(notice.tone).toBe(tone);
    expect(notice.refresh).toEqual(refresh);
    expect(notice.message.id).toBeTruthy();
  });
});

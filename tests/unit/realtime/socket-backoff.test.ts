import { describe, expect, it } from 'vitest';
import { BACKOFF_DEFAULTS, reconnectDelay } from '@/features/realtime/logic/backoff';
import { authFrame, memberSocketUrl } from '@/features/realtime/logic/socket-url';

describe('reconnectDelay (x-websocket back-off)', () => {
  // random 0.5 is the middle of the jitter band: no spread.
  it.each<[number, number]>([
    [0, 1000],
    [1, 2000],
    [2, 4000],
    [3, 8000],
    [4, 16_000],
    [5, 30_000],
    [6, 30_000],
    [50, 30_000],
    [2000, 30_000],
  ])('attempt %i waits %i ms', (attempt, expected) => {
    expect(reconnectDelay(attempt, 0.5)).toBe(expected);
  });

  it.each<[number, number, number]>([
    [0, 0, 800],
    [0, 0.999_999, 1200],
    [3, 0, 6400],
    [3, 1, 9600],
    // The cap holds with jitter on top.
    [10, 1, 30_000],
    [10, 0, 24_000],
  ])('attempt %i with random %s waits %i ms (±20 %)', (attempt, random, expected) => {
    expect(reconnectDelay(attempt, random)).toBe(expected);
  });

  it.each<[number, number]>([
    [-3, 1000],
    [Number.NaN, 1000],
    [1.7, 2000],
  ])('reads a bad attempt %s as %i ms', (attempt, expected) => {
    expect(reconnectDelay(attempt, 0.5)).toBe(expected);
  });

  it('clamps a random source outside [0, 1)', () => {
    expect(reconnectDelay(0, -5)).toBe(800);
    expect(reconnectDelay(0, 7)).toBe(1200);
  });

  it('takes other settings', () => {
    expect(reconnectDelay(2, 0.5, { baseMs: 500, maxMs: 1500, jitter: 0 })).toBe(1500);
    expect(reconnectDelay(1, 0, { jitter: 0 })).toBe(2000);
    expect(BACKOFF_DEFAULTS).toEqual({ baseMs: 1000, maxMs: 30_000, jitter: 0.2 });
  });

  it('never grows between attempts (no random)', () => {
    const delays = Array.from({ length: 12 }, (_, attempt) => reconnectDelay(attempt, 0.5));
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
  });
});

describe('memberSocketUrl', () => {
  it.each<[string, string, string]>([
    ['', 'http://127.0.0.1:5173', 'ws://127.0.0.1:5173/wps/ws/member'],
    ['', 'https://royal.example', 'wss://royal.example/wps/ws/member'],
    ['https://api.example.com', 'http://127.0.0.1:5173', 'wss://api.example.com/wps/ws/member'],
    ['http://10.0.0.2:8080', 'https://royal.example', 'ws://10.0.0.2:8080/wps/ws/member'],
  ])('API base %j on %s, with no token in it', (base, origin, expected) => {
    expect(memberSocketUrl(base, origin)).toBe(expected);
  });

  it('leaves the token to the first frame', () => {
    expect(JSON.parse(authFrame('t+1'))).toEqual({ type: 'auth', token: 't+1' });
  });
});

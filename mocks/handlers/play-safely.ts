import { http, HttpResponse } from 'msw';
import {
  getGetPlayActivityMockHandler,
  getGetPlaySafelyMockHandler,
  getSetPlayLimitMockHandler,
  getSetRealityCheckMockHandler,
  getTakeBreakMockHandler,
} from '@generated/api/play-safely/play-safely.msw';
import { PlayLimitPayload, RealityCheckPayload, TakeBreakPayload, type PlaySafely } from '@generated/model';
import { BREAK_PERIODS, breakEnd, periodOf, playTime, requestChange } from '@/features/play-safely/logic/limit-rules';
import { refreshQueries } from '../app-bridge';
import type { MockMember } from '../db/personas';
import { paymentsOf } from '../db/payments';
import { limitOf, limitsOf, moveClock, netResultIn, playClock, playSafelyOn, safetyOf, sessionStart, weeksOf } from '../db/play-safely';
import { db } from '../db/store';
import { endSessionsOf } from '../lib/account-security';
import { paymentPasswordProblem } from '../lib/payment-rules';
import { decrypted } from './decrypted';
import { badRequest, fail, jsonBody, ok, requireMember } from './respond';

// Play safely (issue 30, x-spec-extension behind PLAYSAFE3): limits, the reality check, breaks, the weekly summary.

const OFF = () => fail('Function not enabled', { code: 'FUNCTION_NOT_ENABLED' });

const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

function statusOf(member: MockMember, token: string | null): PlaySafely {
  const started = sessionStart(token);
  const now = playClock();
  return {
    limits: limitsOf(member.username, token),
    realityCheckMinutes: db.state.playSafely?.[member.username]?.realityCheckMinutes ?? null,
    session: {
      startedAt: playTime(started),
      elapsedSeconds: Math.max(0, Math.floor((now - started) / 1000)),
      netResult: netResultIn(member.username, started, now + 1),
    },
    serverTime: playTime(now),
    currencySymbol: member.currencySymbol,
  };
}

export const playSafelyHandlers = [
  getGetPlaySafelyMockHandler(({ request }) => {
    const member = requireMember(request);
    if (!playSafelyOn()) return OFF();
    return ok(statusOf(member, request.headers.get('token')));
  }),

  getSetPlayLimitMockHandler(async ({ request }) => {
    const member = requireMember(request);
    if (!playSafelyOn()) return OFF();
    const parsed = PlayLimitPayload.safeParse(await jsonBody(request));
    if (!parsed.success) throw badRequest('Invalid limit');
    const { kind, value } = parsed.data;
    const minutes = periodOf(kind) === 'session';
    const valid = value === null || (minutes ? Number.isInteger(value) && value >= 5 && value <= 1440 : TWO_DECIMALS.test(String(value)));
    if (!valid)
      throw badRequest(minutes ? 'Enter whole minutes from 5 to 1440' : 'Enter an amount with at most two decimals', {
        code: 'INVALID_REQUEST',
        fields: ['value'],
      });
    const now = playClock();
    db.update((state) => {
      safetyOf(state, member.username).limits[kind] = requestChange(limitOf(member.username, kind, now), value, now);
    });
    return ok(statusOf(member, request.headers.get('token')));
  }),

  getSetRealityCheckMockHandler(async ({ request }) => {
    const member = requireMember(request);
    if (!playSafelyOn()) return OFF();
    const parsed = RealityCheckPayload.safeParse(await jsonBody(request));
    if (!parsed.success) throw badRequest('Invalid interval');
    db.update((state) => {
      safetyOf(state, member.username).realityCheckMinutes = parsed.data.intervalMinutes;
    });
    return ok(statusOf(member, request.headers.get('token')));
  }),

  getTakeBreakMockHandler(async ({ request }) => {
    const member = requireMember(request);
    if (!playSafelyOn()) return OFF();
    const { kind, period, paymentPassword } = await decrypted(request, TakeBreakPayload);
    if (!BREAK_PERIODS[kind].includes(period)) throw badRequest(`A ${kind} does not take ${period}`, { code: 'INVALID_REQUEST', fields: ['period'] });
    const wrongPassword = paymentPasswordProblem(member.username, paymentsOf(db.state, member.username), paymentPassword);
    if (wrongPassword) return wrongPassword;
    const until = breakEnd(period, playClock());
    db.update((state) => {
      safetyOf(state, member.username).break = { kind, period, until };
      // Every session of the account ends: this one too (the answer is the last thing it gets).
      endSessionsOf(state, member.username);
    });
    return ok({ kind, period, until: playTime(until) });
  }),

  getGetPlayActivityMockHandler(({ request }) => {
    const member = requireMember(request);
    if (!playSafelyOn()) return OFF();
    return ok({ weeks: weeksOf(member.username), currencySymbol: member.currencySymbol });
  }),
];

/**
 * Mock-only (not in the contract): `POST /__mock/clock {forwardMinutes}` moves the demo's clock forward (`{reset:
 * true}` puts it back), as the mock panel's "Demo clock" does, and the page asks again for what it shows: a reality
 * check comes, a cooling-off or a break ends. For the e2e journeys (the panel sits under a game) and the console.
 */
export const playSafelyMockOnly = [
  http.post('*/__mock/clock', async ({ request }) => {
    const body = (await jsonBody(request)) as { forwardMinutes?: unknown; reset?: unknown } | null;
    const minutes = typeof body?.forwardMinutes === 'number' && body.forwardMinutes > 0 ? body.forwardMinutes : 0;
    if (body?.reset !== true && minutes === 0) throw badRequest('Give forwardMinutes (> 0) or reset: true');
    moveClock(body?.reset === true ? 0 : minutes * 60_000);
    refreshQueries();
    return HttpResponse.json({ clockOffsetMs: db.state.clockOffsetMs ?? 0 });
  }),
];

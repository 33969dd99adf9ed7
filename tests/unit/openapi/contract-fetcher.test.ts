import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { launchGame, type LaunchGameQueryError } from '@generated/api/games/games';
import { LaunchGameResponse } from '@generated/model';
import { ApiError } from '@/api/api-error';
import { unwrap } from '@/api/unwrap';
import type { AppConfig } from '@/config/env';

/** The fetcher on the contract's union: the generated schema tells a failure from a success. */
const server = setupServer();
beforeAll(() => {
  // The generated client calls relative URLs; the fetcher resolves them against the page.
  vi.stubGlobal('location', new URL('http://localhost/'));
  server.listen({ onUnhandledFrame: 'error' });
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const params = { vassalage: 'PG', nodeId: 'PG_1' };
const answer = (body: Record<string, unknown>) => server.use(http.get('*/wps/game/launchGame', () => HttpResponse.json(body)));
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error as ApiError,
  );

describe('the fetcher on the union envelope', () => {
  it('resolves the success envelope, whose value unwrap narrows to the operation’s payload', async () => {
    answer({ success: true, message: 'OK', value: { url: '/mock-game.html', mode: 'iframe' } });
    const response = await launchGame(params);
    const value = unwrap(response);
    // Narrowed to the success payload: `url` would not type-check on the failure's ErrorDetails.
    expectTypeOf(value.url).toBeString();
    expect(value.url).toBe('/mock-game.html');
  });

  it('throws rejected with the message and the details of the failure envelope', async () => {
    answer({ success: false, message: 'Game under maintenance', value: { code: 'GAME_MAINTENANCE' } });
    const error = await failure(launchGame(params));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'rejected', serverMessage: 'Game under maintenance', value: { code: 'GAME_MAINTENANCE' } });
  });

  it('reports a failure the contract does not allow (an unknown code) as invalid-response', async () => {
    answer({ success: false, message: 'New thing', value: { code: 'NOT_IN_THE_CONTRACT' } });
    expect(await failure(launchGame(params))).toMatchObject({ kind: 'invalid-response' });
  });

  it('types the hooks’ errors as the ApiError the fetcher throws', () => {
    expectTypeOf<LaunchGameQueryError>().toEqualTypeOf<ApiError>();
    expect(LaunchGameResponse.safeParse({ success: false, message: null, value: null }).success).toBe(true);
  });
});

describe('the fetcher without response validation (production)', () => {
  it('still rejects a failure the contract does not describe, keeping its message', async () => {
    vi.resetModules();
    vi.doMock('@/config/env', async (importOriginal) => {
      const actual = await importOriginal<{ config: AppConfig }>();
      return { ...actual, config: { ...actual.config, validateResponses: false } };
    });
    const { apiFetch } = await import('@/api/fetcher');
    answer({ success: false, message: 'Brand-new failure', value: { code: 'NOT_IN_THE_CONTRACT' } });
    const error = await failure(apiFetch('/wps/game/launchGame'));
    expect(error).toMatchObject({ kind: 'rejected', serverMessage: 'Brand-new failure', value: { code: 'NOT_IN_THE_CONTRACT' } });
    vi.doUnmock('@/config/env');
  });
});

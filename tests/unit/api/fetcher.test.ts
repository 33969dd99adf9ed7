import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from '@/api/api-error';
import { apiFetch } from '@/api/fetcher';
import { session } from '@/api/session';
import { yieldToMain } from '@/lib/yield';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  session.clear();
});
afterAll(() => server.close());

const url = 'http://localhost/wps/thing';
const envelope = z.object({ success: z.boolean(), message: z.string().nullable(), value: z.object({ n: z.number() }) });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

describe('apiFetch', () => {
  it('starts the fetches of calls made in one task one task each, and all of them (issue 33)', async () => {
    server.use(http.get(url, () => HttpResponse.json({ success: true, message: null, value: { n: 1 } })));
    const started = vi.spyOn(globalThis, 'fetch');
    try {
      const calls = [apiFetch(url), apiFetch(url), apiFetch(url)];
      // The first goes at once; the others wait for tasks of their own.
      expect(started).toHaveBeenCalledTimes(1);
      await expect(Promise.all(calls)).resolves.toHaveLength(3);
      expect(started).toHaveBeenCalledTimes(3);
      // A call in a later task, once the queue is empty, goes at once again.
      await yieldToMain();
      await yieldToMain();
      const later = apiFetch(url);
      expect(started).toHaveBeenCalledTimes(4);
      await later;
    } finally {
      started.mockRestore();
    }
  });

  it('returns the envelope of a successful call', async () => {
    server.use(http.get(url, () => HttpResponse.json({ success: true, message: null, value: { n: 1 } })));
    await expect(apiFetch(url, { method: 'GET', schema: envelope })).resolves.toEqual({ success: true, message: null, value: { n: 1 } });
  });

  it('sends the session token in the token header, and none without a session', async () => {
    const seen: Array<string | null> = [];
    server.use(
      http.get(url, ({ request }) => {
        seen.push(request.headers.get('token'));
        return HttpResponse.json({ success: true, message: null, value: { n: 1 } });
      }),
    );
    await apiFetch(url);
    session.set({ token: 'abc-123', username: 'demo' });
    await apiFetch(url);
    expect(seen).toEqual([null, 'abc-123']);
  });

  it('follows no redirect, so the token never reaches where an API answer points (issue 28)', async () => {
    const stolen: Array<string | null> = [];
    server.use(
      http.get(url, () => new HttpResponse(null, { status: 302, headers: { Location: 'http://evil.example/steal' } })),
      http.get('http://evil.example/steal', ({ request }) => {
        stolen.push(request.headers.get('token'));
        return HttpResponse.json({ success: true, message: null, value: { n: 1 } });
      }),
    );
    session.set({ token: 'abc-123', username: 'demo' });
    const error = await caught(apiFetch(url));
    expect(error.kind).toBe('network');
    expect(stolen).toEqual([]);
  });

  it('throws a rejected ApiError with the server message and value when success is false', async () => {
    server.use(http.post(url, () => HttpResponse.json({ success: false, message: 'Incorrect username or password', value: { captchaRequired: true } })));
    const error = await caught(apiFetch(url, { method: 'POST' }));
    expect(error.kind).toBe('rejected');
    expect(error.serverMessage).toBe('Incorrect username or password');
    expect(error.value).toEqual({ captchaRequired: true });
  });

  it.each([
    { status: 401, kind: 'unauthorized' },
    { status: 403, kind: 'http' },
    { status: 404, kind: 'http' },
    { status: 500, kind: 'http' },
    { status: 503, kind: 'http' },
  ] as const)('maps HTTP $status to $kind', async ({ status, kind }) => {
    server.use(http.get(url, () => HttpResponse.json({ success: false, message: 'nope', value: null }, { status })));
    const error = await caught(apiFetch(url));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe('nope');
  });

  it('maps a dropped connection to a network error', async () => {
    server.use(http.get(url, () => HttpResponse.error()));
    expect((await caught(apiFetch(url))).kind).toBe('network');
  });

  it('gives up after the time-out with a timeout error', async () => {
    server.use(
      http.get(url, async () => {
        await delay(500);
        return HttpResponse.json({ success: true, message: null, value: { n: 1 } });
      }),
    );
    expect((await caught(apiFetch(url, { timeoutMs: 50 }))).kind).toBe('timeout');
  });

  it('lets a caller cancel without reporting an error', async () => {
    server.use(
      http.get(url, async () => {
        await delay(500);
        return HttpResponse.json({ success: true, message: null, value: { n: 1 } });
      }),
    );
    const controller = new AbortController();
    const pending = apiFetch(url, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });

  it('reports a body that breaks the contract as invalid-response', async () => {
    server.use(http.get(url, () => HttpResponse.json({ success: true, message: null, value: { n: 'one' } })));
    const error = await caught(apiFetch(url, { schema: envelope }));
    expect(error.kind).toBe('invalid-response');
    expect(error.message).toContain('/wps/thing');
  });

  it('reports a body that is not JSON as invalid-response', async () => {
    server.use(http.get(url, () => new HttpResponse('<html>', { headers: { 'Content-Type': 'application/json' } })));
    expect((await caught(apiFetch(url))).kind).toBe('invalid-response');
  });
});

import { db } from '../db/store';
import { badRequest, memberOf } from '../handlers/respond';

/**
 * The server's side of `Idempotency-Key` (the contract's IdempotencyKey
 * parameter, issue 21), in one place for every handler that moves money or
 * value: the first answer for a member, an operation and a key is kept, and a
 * request that repeats the key gets that answer again and moves nothing. A
 * repeat that arrives while the first is still running waits for it (two
 * quick clicks). Thrown answers (a 400 for a malformed body) are not kept:
 * nothing moved, so the same key may try again.
 */
const running = new Map<string, Promise<unknown>>();

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

function scopeOf(request: Request, key: string): string {
  const member = memberOf(request)?.username ?? '';
  return `${member} ${request.method} ${new URL(request.url).pathname} ${key}`;
}

export function idempotent<Info extends { request: Request }, Answer>(resolver: (info: Info) => Answer | Promise<Answer>) {
  return async (info: Info): Promise<Answer> => {
    const key = info.request.headers.get(IDEMPOTENCY_HEADER);
    if (!key || !/^[A-Za-z0-9_-]{16,64}$/.test(key)) throw badRequest('Idempotency-Key header required', { code: 'IDEMPOTENCY_KEY_MISSING' });
    const scope = scopeOf(info.request, key);
    const kept = db.state.idempotency?.[scope];
    if (kept) return structuredClone(kept.answer) as Answer;
    const inFlight = running.get(scope);
    if (inFlight) return structuredClone(await inFlight) as Answer;
    const answer = Promise.resolve(resolver(info));
    running.set(scope, answer);
    try {
      const value = await answer;
      db.update((state) => {
        state.idempotency ??= {};
        state.idempotency[scope] = { answer: value, at: Date.now() };
      });
      return value;
    } finally {
      running.delete(scope);
    }
  };
}

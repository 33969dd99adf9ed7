import { login } from '@generated/api/session/session';
import { ApiError } from '@/api/api-error';
import { encryptPayload } from '@/api/encryption';
import { session } from '@/api/session';
import { unwrap } from '@/api/unwrap';

/** Logs in through the real client (encrypted payload, envelope, token) and keeps the session. */
export async function loginAs(username: string, password: string, extra: { captcha?: string; captchaId?: string } = {}) {
  const value = unwrap(await login(await encryptPayload({ username, password, type: 'username', ...extra })));
  session.set({ token: value.token, username: value.userName });
  return value;
}

/** The ApiError a call fails with (the test fails if it succeeds or fails otherwise). */
export async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

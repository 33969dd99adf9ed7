import dayjs from 'dayjs';
import { db, type DbState } from '../db/store';
import type { MockMember } from '../db/personas';
import { deliverMessage } from '../handlers/messages';
import { fail, tooManyRequests } from '../handlers/respond';

// Issue 28: what the "server" does around account changes, sessions and the payment password. The numbers are the
// contract's (info.x-payment-password-lockout, the re-authentication rule of info.description); the contract tests
// keep them equal.

/** 5 wrong payment passwords in a row lock it for 15 minutes. */
export const PIN_LOCKOUT = { maxFailures: 5, lockSeconds: 900 };
/** 5 wrong login passwords given to account changes within 15 minutes answer 429 until the window ends. */
export const REAUTH_LIMIT = { maxFailures: 5, windowSeconds: 900 };

/**
 * Re-authentication of an account change (bindMobile, bindEmail, addBankAccount): the login password. A wrong one
 * is INVALID_CREDENTIALS; too many wrong ones in the window throw the 429 (even with the right one), so a stolen
 * session cannot guess its way through. Null when the password is right.
 */
export function reauthProblem(member: MockMember, password: string) {
  const now = Date.now();
  const key = member.username.toLowerCase();
  const window = REAUTH_LIMIT.windowSeconds * 1000;
  const entry = db.state.reauthFailures?.[key];
  const failures = entry && now - entry.since < window ? entry.count : 0;
  if (failures >= REAUTH_LIMIT.maxFailures) throw tooManyRequests(Math.ceil((entry!.since + window - now) / 1000));
  if (password === member.password) return null;
  db.update((state) => {
    (state.reauthFailures ??= {})[key] = { count: failures + 1, since: failures === 0 ? now : entry!.since };
  });
  return fail('Incorrect password', { code: 'INVALID_CREDENTIALS' });
}

/**
 * The payment password of any call that takes one. Locked: a 429 PAYMENT_PASSWORD_LOCKED (thrown) until the lock
 * ends, whatever was given; the wrong one that reaches the limit locks it and answers the same 429. Right: the count
 * starts over. Null when it is right.
 */
export function pinProblem(username: string, given: string, expected: string) {
  const now = Date.now();
  const key = username.toLowerCase();
  const entry = db.state.pinFailures?.[key] ?? { count: 0, lockedUntil: 0 };
  const locked = () => {
    const seconds = Math.ceil((db.state.pinFailures![key]!.lockedUntil - now) / 1000);
    return tooManyRequests(seconds, 'The payment password is locked, try again later', 'PAYMENT_PASSWORD_LOCKED');
  };
  if (entry.lockedUntil > now) throw locked();
  if (given === expected) {
    if (entry.count > 0) db.update((state) => delete state.pinFailures?.[key]);
    return null;
  }
  const count = entry.count + 1;
  const lockedUntil = count >= PIN_LOCKOUT.maxFailures ? now + PIN_LOCKOUT.lockSeconds * 1000 : 0;
  db.update((state) => {
    (state.pinFailures ??= {})[key] = { count: lockedUntil ? 0 : count, lockedUntil };
  });
  if (lockedUntil) throw locked();
  return fail('Incorrect payment password', { code: 'WRONG_PAYMENT_PASSWORD' });
}

/**
 * The notice of an account change to the contact the account had before it (SMS to the old number, else an e-mail),
 * recorded in the mock-visible outbox, and the same words as a platform message.
 */
export function noticeToOldContact(member: MockMember, before: { mobileNum: string; email: string }, what: string): void {
  const text = `${what} on your account ${member.username}. If this was not you, contact customer service at once.`;
  const to = before.mobileNum ? { channel: 'sms' as const, to: before.mobileNum } : before.email ? { channel: 'email' as const, to: before.email } : null;
  if (to) db.update((state) => (state.outbox ??= []).push({ username: member.username, ...to, text, at: Date.now() }));
  deliverMessage(member, { title: 'Security notice', content: `<p>${text}</p>`, category: 'system', sentTime: dayjs().format('YYYY-MM-DD HH:mm:ss') });
}

/**
 * After a password change (every session but `keep`) or reset (every session): the account's sessions end and its
 * unused app-link codes are cancelled. Logout cancels the codes too (`endSessionsOf` is not called there).
 */
export function endSessionsOf(state: DbState, username: string, keep?: string): void {
  for (const [token, owner] of Object.entries(state.sessions)) {
    if (owner !== username || token === keep) continue;
    delete state.sessions[token];
    delete state.limitedSessions?.[token];
    delete state.sessionTimes?.[token];
  }
  cancelAppLinkCodesOf(state, username);
}

export function cancelAppLinkCodesOf(state: DbState, username: string): void {
  for (const [code, entry] of Object.entries(state.appLinkCodes ?? {})) if (entry.username === username) delete state.appLinkCodes?.[code];
}

/** SPEC 4 and 9: remember-me lasts one day. */
export const REMEMBER_ME_MS = 24 * 60 * 60 * 1000;

/**
 * What "remember password" keeps in localStorage: the user name and when it
 * expires. Never the password: that goes to the browser's password manager.
 */
export type RememberedUser = { username: string; expiresAt: number };

export function rememberUser(username: string, now: number): RememberedUser {
  return { username, expiresAt: now + REMEMBER_ME_MS };
}

/** The remembered user name, if the stored entry is well formed and not expired. */
export function readRememberedUser(raw: string | null, now: number): string | null {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<RememberedUser>;
    if (typeof parsed.username !== 'string' || parsed.username === '' || typeof parsed.expiresAt !== 'number') return null;
    return parsed.expiresAt > now ? parsed.username : null;
  } catch {
    return null;
  }
}

import { readRememberedUser, rememberUser } from '../logic/remember-me';

const KEY = 'auth.remembered-user';

type PasswordCredentialInit = { id: string; password: string; name?: string };
type PasswordCredentialConstructor = new (init: PasswordCredentialInit) => Credential;

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** The user name remembered within the last day, to pre-fill the login form. */
export function loadRememberedUser(now = Date.now()): string | null {
  return readRememberedUser(storage()?.getItem(KEY) ?? null, now);
}

/**
 * "Remember password": the user name goes to localStorage for a day; the
 * password goes to the browser's password manager through the Credential
 * Management API where the browser has it (Chromium), and nowhere else.
 * Elsewhere the autocomplete attributes let the browser offer to save it.
 */
export async function rememberLogin(username: string, password: string | undefined, now = Date.now()): Promise<void> {
  storage()?.setItem(KEY, JSON.stringify(rememberUser(username, now)));
  if (!password) return;
  const Ctor = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  if (!Ctor || !navigator.credentials) return;
  try {
    await navigator.credentials.store(new Ctor({ id: username, password, name: username }));
  } catch {
    // The person declined, or the browser refused: nothing else to do.
  }
}

export function forgetRememberedUser(): void {
  storage()?.removeItem(KEY);
}

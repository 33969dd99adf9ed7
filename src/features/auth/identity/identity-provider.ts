import { identityErrorCode, type IdentityErrorCode } from '../logic/identity-errors';

/**
 * A social sign-in provider for the one-click login (SPEC 6). The site only
 * needs an ID token, which the server checks (loginThirdParty); how the
 * provider gets it (pop-up, redirect, SDK) stays behind this interface.
 */
export interface IdentityProvider {
  /** Sent as ThirdPartyLoginPayload.provider. */
  readonly id: string;
  /** The provider's own name, shown on the button ("Continue with ..."). */
  readonly name: string;
  /** Must be called straight from a click, or browsers block the pop-up. */
  signIn(): Promise<{ idToken: string }>;
}

export class IdentityProviderError extends Error {
  override readonly name = 'IdentityProviderError';
  readonly code: IdentityErrorCode;

  constructor(code: string) {
    super(`Identity provider error: ${code}`);
    this.code = identityErrorCode(code);
  }
}

export function isIdentityProviderError(error: unknown): error is IdentityProviderError {
  return error instanceof IdentityProviderError;
}

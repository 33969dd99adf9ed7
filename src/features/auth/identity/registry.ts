import type { IdentityProvider } from './identity-provider';
import { createMockIdentityProvider } from './mock-identity-provider';

let current: IdentityProvider | null | undefined;

/**
 * The configured provider. On mocks it is the demo pop-up; a real deployment
 * registers its provider here (none is bundled, so the button stays hidden).
 */
export function identityProvider(): IdentityProvider | null {
  // A build-time constant: a production build drops the demo provider (and its pop-up page) entirely.
  if (current === undefined) current = import.meta.env.VITE_API_MOCKING === 'msw' && typeof window !== 'undefined' ? createMockIdentityProvider() : null;
  return current;
}

/** Installs a provider (a real one at start-up, or a fake in tests); null switches it off. */
export function setIdentityProvider(provider: IdentityProvider | null | undefined): void {
  current = provider;
}

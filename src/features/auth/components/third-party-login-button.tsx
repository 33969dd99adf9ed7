import { Trans } from '@lingui/react/macro';
import { loginThirdParty } from '@generated/api/session/session';
import type { SignInResult } from '../api/sign-in';
import { useSignIn } from '../hooks/use-sign-in';
import { identityProvider } from '../identity/registry';
import type { Portal } from '../logic/login-rules';
import { LoginFailure } from './login-failure';
import { unwrap } from '@/api/unwrap';

/** One-click sign-in with the configured identity provider (SPEC 6); hidden when none is configured. */
export function ThirdPartyLoginButton({ portal, onResult }: { portal: Portal; onResult: (result: SignInResult) => void }) {
  const mutation = useSignIn(portal, onResult);
  const provider = identityProvider();
  if (!provider) return null;
  const providerName = provider.name;
  return (
    <div className="third-party-login">
      <button
        type="button"
        className="button button--block third-party-login__button"
        disabled={mutation.isPending}
        onClick={() => {
          // Open the pop-up inside the click, or the browser blocks it.
          const signedIn = provider.signIn();
          signedIn.catch(() => undefined);
          mutation.mutate({
            method: 'third-party',
            obtain: async () => {
              const { idToken } = await signedIn;
              return unwrap(await loginThirdParty({ provider: provider.id, idToken }));
            },
          });
        }}
      >
        <span className="third-party-login__mark" aria-hidden="true">
          ID
        </span>
        {mutation.isPending ? <Trans>Waiting for {providerName}…</Trans> : <Trans>Continue with {providerName}</Trans>}
      </button>
      {mutation.error ? <LoginFailure error={mutation.error} method="third-party" /> : null}
    </div>
  );
}

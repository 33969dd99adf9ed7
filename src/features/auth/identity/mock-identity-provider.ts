import { IdentityProviderError, type IdentityProvider } from './identity-provider';

type SignInMessage = { type: 'mock-sign-in'; idToken?: string; error?: string };

function isSignInMessage(data: unknown): data is SignInMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'mock-sign-in';
}

/**
 * The demo's provider: a real pop-up (public/mock-sign-in.html) that posts an
 * unsigned ID token back, so pop-up blocking and closing behave as they do
 * with a real provider.
 */
export function createMockIdentityProvider(win: Window = window): IdentityProvider {
  return {
    id: 'mock',
    name: 'Royal ID',
    signIn() {
      const popup = win.open('/mock-sign-in.html', 'royal-id-sign-in', 'popup,width=440,height=600');
      if (!popup) return Promise.reject(new IdentityProviderError('popup-blocked'));
      return new Promise((resolve, reject) => {
        let closedTicks = 0;
        const finish = () => {
          win.removeEventListener('message', onMessage);
          win.clearInterval(timer);
        };
        const onMessage = (event: MessageEvent) => {
          if (event.origin !== win.location.origin || !isSignInMessage(event.data)) return;
          finish();
          popup.close();
          if (event.data.idToken) resolve({ idToken: event.data.idToken });
          else reject(new IdentityProviderError(event.data.error ?? 'unknown'));
        };
        // A closed pop-up that never answered is "closed by the user"; wait
        // one extra tick so a message posted just before closing still wins.
        const timer = win.setInterval(() => {
          if (!popup.closed) return;
          closedTicks += 1;
          if (closedTicks < 2) return;
          finish();
          reject(new IdentityProviderError('popup-closed'));
        }, 250);
        win.addEventListener('message', onMessage);
      });
    },
  };
}

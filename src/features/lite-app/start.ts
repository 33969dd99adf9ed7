import type { QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { config } from '@/config/env';
import { currentLanguage } from '@/lib/i18n';
import { mountLiteAppLayer } from './components/mount';
import { countVisit } from './visits';
import { setLiteAppState, type InstallPromptEvent } from './state';
import { startVitalsReporter } from './vitals-reporter';
import { registerSiteWorker } from './worker';

/** The contract's reportWebVitals, on the API's origin. */
const VITALS_URL = `${config.apiBaseUrl}/wps/system/vitals`;

/**
 * The lite app (issue 29, ADR 0024), started once from main.tsx: the install prompt held for a sensible
 * moment, the service worker of a production build with its update prompt, the offline page, and the
 * field figures. main.tsx loads this module on its own, after the first screen's code.
 */
export function startLiteApp({ router, queryClient }: { router: AnyRouter; queryClient: QueryClient }): void {
  countVisit();
  window.addEventListener('beforeinstallprompt', (event) => {
    // Chromium's mini-infobar stays away: the lite app offers the install itself, at its moment.
    event.preventDefault();
    setLiteAppState({ installPrompt: event as InstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => setLiteAppState({ installPrompt: null }));
  window.addEventListener('online', () => setLiteAppState({ online: true }));
  window.addEventListener('offline', () => setLiteAppState({ online: false }));
  setLiteAppState({ online: navigator.onLine, pathname: router.state.location.pathname });
  router.subscribe('onResolved', ({ toLocation }) => setLiteAppState({ pathname: toLocation.pathname }));
  // A deposit order that opened (its answer seeds the order's query): the install offer may follow it.
  queryClient.getQueryCache().subscribe((event) => {
    const key = event.query.queryKey[0];
    if (event.type === 'updated' && typeof key === 'string' && key.startsWith('/wps/payment/deposit/') && event.query.state.status === 'success')
      setLiteAppState({ deposited: true });
  });
  startVitalsReporter({
    sampleRate: config.vitalsSampleRate,
    routePattern: () => router.state.matches.at(-1)?.fullPath,
    language: currentLanguage,
    appVersion: config.appVersion,
    url: VITALS_URL,
  });
  // Only a production build has the worker; on mocks MSW's worker holds the scope (README, ADR 0024).
  if (import.meta.env.VITE_API_MOCKING !== 'msw' && import.meta.env.PROD) registerSiteWorker();
  mountLiteAppLayer();
}

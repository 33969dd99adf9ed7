import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { takeLinkSecretFromAddressBar } from '@/features/auth/link-handover';
import { activateLanguage, initialLanguage } from '@/lib/i18n';
import { shareHtmlPolicy } from '@/lib/trusted-types';
import { prepareMoneyFormat } from '@/lib/format';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { prefetchFirstScreen, preloadRouteCode } from './startup';
import './ui/styles/index.css';

async function startMocks() {
  // Compared with the build-time constant itself, so a production build drops the mocks
  // (worker, data, panel) entirely.
  if (import.meta.env.VITE_API_MOCKING !== 'msw') return undefined;
  const mocks = await import('@mocks/browser');
  await mocks.startBrowserMocks();
  return mocks;
}

async function start() {
  // Before anything loads, renders or logs: a hand-over link's code (or legacy token) leaves the address bar.
  takeLinkSecretFromAddressBar();
  // The one Trusted Types policy named `html` (Swiper's), before any other script could make one.
  shareHtmlPolicy();
  const language = initialLanguage();
  const catalogs = activateLanguage(language);
  const mocks = await startMocks();
  const queryClient = createQueryClient();
  // Mock mode: the mock panel refetches the page after a change of overrides or data.
  mocks?.connectQueryClient(queryClient);
  const router = createAppRouter(queryClient);
  void import('./features/lite-app').then((liteApp) => liteApp.startLiteApp({ router, queryClient }));
  // The first screen's calls start now, beside the language's catalog, not behind it and the first render
  // (issue 12: each wait in a row costs a round trip on a phone network). A failed call is the page's to show.
  prefetchFirstScreen(queryClient, language, window.location.pathname);
  preloadRouteCode(router, window.location.pathname);
  // In a task of its own while the catalog downloads: neither in the start-up task nor in the first render.
  setTimeout(() => prepareMoneyFormat(language), 0);
  await catalogs;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const root = createRoot(container);
  startTransition(() => root.render(<App queryClient={queryClient} router={router} />));
}

void start();

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { takeLinkSecretFromAddressBar } from '@/features/auth/link-handover';
import { holdAnswersUntilHydrated, hydratableLanguage } from '@/lib/first-screen';
import { activateLanguage, initialLanguage } from '@/lib/i18n';
import { shareHtmlPolicy } from '@/lib/trusted-types';
import { prepareMoneyFormat } from '@/lib/format';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import { prefetchFirstScreen, preloadRouteCode } from './startup';
import { yieldToMain } from '@/lib/yield';
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
  // The page's HTML holds this page's first screen (scripts/prerender.ts, ADR 0022): React hydrates it, with the
  // calls' answers held until then so that it finds the placeholders the build drew.
  const hydrate = hydratableLanguage() === language;
  if (hydrate) holdAnswersUntilHydrated();
  const catalogs = activateLanguage(language);
  const mocks = await startMocks();
  const queryClient = createQueryClient();
  // Mock mode: the mock panel refetches the page after a change of overrides or data.
  mocks?.connectQueryClient(queryClient);
  // The first screen's calls start now, beside the language's catalog, not behind it and the first render
  // (issue 12: each wait in a row costs a round trip on a phone network). A failed call is the page's to show.
  // In a task of their own, not in the one that evaluated the app's modules (issue 33).
  await yieldToMain();
  const calls = prefetchFirstScreen(queryClient, language, window.location.pathname);
  // Start-up in short tasks (issue 33): the router's creation, the route code and the money format each in a
  // task of their own, none of them in the calls' task or the first render's.
  await calls;
  const router = createAppRouter(queryClient);
  await yieldToMain();
  void preloadRouteCode(router, window.location.pathname);
  void import(/* after-first-screen */ './features/lite-app/start').then((liteApp) => liteApp.startLiteApp({ router, queryClient }));
  await yieldToMain();
  prepareMoneyFormat(language);
  await catalogs;
  // The catalog's module runs in the task its file arrives in (a language's texts: 10-20 ms on a phone); the route's
  // load and the render start in the next one.
  await yieldToMain();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  if (hydrate) {
    // As the build rendered it: the route matched and its code loaded before React looks at the HTML, and the
    // router in its server-rendered shape (no Suspense of its own around the root match).
    await router.load();
    Object.assign(router, { ssr: { manifest: undefined } });
    // The lobby says when it is hydrated (settleFirstScreen in its last boundary, home-lobby.tsx).
    // In a transition (issue 33): React hydrates in slices of a few milliseconds and lets the browser in between,
    // instead of one task for the whole first screen. What the page shows does not change: the HTML is already there.
    startTransition(() => {
      hydrateRoot(container, <App queryClient={queryClient} router={router} />);
    });
    return;
  }
  // Another page than the HTML's: its first screen goes, the boot splash stays until React's first render.
  const splash = document.querySelector('body > .boot-splash');
  container.replaceChildren(...(splash ? [splash] : []));
  document.documentElement.removeAttribute('data-first-screen');
  const root = createRoot(container);
  // The route's guards, code and loaders first, as for a hydrated page (issue 33): React then renders the page
  // once, in slices, instead of starting before the route has loaded and finishing in one long task when the
  // router's state changes under it. The boot splash shows meanwhile; a failed loader is the route's to show.
  await router.load().catch(() => undefined);
  startTransition(() => root.render(<App queryClient={queryClient} router={router} />));
}

void start();

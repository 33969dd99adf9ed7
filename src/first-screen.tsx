import { i18n } from '@lingui/core';
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import packs from 'virtual:language-packs';
import { holdAnswersUntilHydrated } from '@/lib/first-screen';
import { catalogLocale, intlLocale } from '@/lib/language';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * The lobby's first screen as HTML, for the build (scripts/prerender.ts, ADR 0022): the shell and the lobby with
 * every call still pending (their sized placeholders), in one language, at the address its page is served for. The page hydrates it (src/main.tsx).
 */
export async function renderFirstScreen(language: string, address: string): Promise<string> {
  const code = language.toUpperCase();
  const messages = (await packs[code]?.messages()) ?? {};
  i18n.loadAndActivate({ locale: catalogLocale(code), locales: [intlLocale(code)], messages });
  holdAnswersUntilHydrated();
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, { history: createMemoryHistory({ initialEntries: [address] }) });
  // The server's router writes an inline scroll-restoring script, which the page's router does not render.
  Object.assign(router.options, { scrollRestoration: false });
  await router.load();
  // One piece: no boundary streamed apart (that would need React's inline scripts, which the CSP refuses).
  const { prelude } = await prerender(<App queryClient={queryClient} router={router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return new Response(prelude).text();
}

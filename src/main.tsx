import { createRoot } from 'react-dom/client';
import { systemStatusQueryOptions } from '@/features/shell';
import { activateLanguage, initialLanguage } from '@/lib/i18n';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
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
  const mocksReady = startMocks();
  const queryClient = createQueryClient();
  // The system status decides what the root shows (SystemGate): ask for it at once, beside the
  // language's catalog, not after the first render (issue 12); on mocks, once the worker answers.
  void mocksReady.then(() => queryClient.prefetchQuery(systemStatusQueryOptions()));
  const router = createAppRouter(queryClient);
  // The code of this page's routes loads beside the catalog too; the router runs them after the first render.
  for (const match of router.matchRoutes(router.latestLocation)) {
    const route = (router.routesById as unknown as Record<string, Parameters<typeof router.loadRouteChunk>[0] | undefined>)[match.routeId];
    if (route) void router.loadRouteChunk(route);
  }
  const [mocks] = await Promise.all([mocksReady, activateLanguage(initialLanguage())]);
  // Mock mode: the mock panel refetches the page after a change of overrides or data.
  mocks?.connectQueryClient(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App queryClient={queryClient} router={router} />);
}

void start();

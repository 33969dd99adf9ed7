import { createRoot } from 'react-dom/client';
import { config } from '@/config/env';
import { activateLanguage, initialLanguage } from '@/lib/i18n';
import { App } from './app';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';
import './ui/styles/index.css';

async function startMocks() {
  // The raw variable is replaced at build time: with VITE_API_MOCKING=off the condition is
  // constant, the import below is dropped and no mock (worker, data, panel) reaches the bundle.
  if (import.meta.env.VITE_API_MOCKING === 'off' || config.apiMocking !== 'msw') return undefined;
  const mocks = await import('@mocks/browser');
  await mocks.startBrowserMocks();
  return mocks;
}

async function start() {
  const [mocks] = await Promise.all([startMocks(), activateLanguage(initialLanguage())]);
  const queryClient = createQueryClient();
  // Mock mode: the mock panel refetches the page after a change of overrides or data.
  mocks?.connectQueryClient(queryClient);
  const router = createAppRouter(queryClient);
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<App queryClient={queryClient} router={router} />);
}

void start();

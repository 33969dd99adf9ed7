import { createRoot } from 'react-dom/client';
import { takeLinkSecretFromAddressBar } from '@/features/auth/link-handover';
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
  // Before anything loads, renders or logs: a hand-over link's code (or legacy token) leaves the address bar.
  takeLinkSecretFromAddressBar();
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

import { setupWorker } from 'msw/browser';
import { mountMockPanel } from './mock-panel';
import { handlers } from './handlers';
import { scenarioFromUrl, setScenario } from './scenario';

/** Starts the service worker that serves the contract in the browser. */
export async function startBrowserMocks(): Promise<void> {
  const fromUrl = scenarioFromUrl(window.location.search);
  if (fromUrl) setScenario(fromUrl);
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  mountMockPanel();
}

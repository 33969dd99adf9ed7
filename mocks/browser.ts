import { setupWorker } from 'msw/browser';
import { recordCalls } from './call-log';
import { handlers } from './handlers';
import { OVERRIDE_PARAM } from './overrides/vocabulary';
import { overridesFromUrl } from './overrides/store';
import { mountMockPanel } from './panel/panel';
import { scenarioFromUrl, setScenario } from './scenario';

export { connectQueryClient } from './app-bridge';

/**
 * `?mock=` (a shared link's overrides) becomes the tab's overrides; the
 * parameter then leaves the address, so the panel's later changes are not
 * undone by a reload. Runs before the router reads the address.
 */
function takeOverridesFromUrl() {
  const { found, rejected } = overridesFromUrl(window.location.search);
  if (!found) return;
  if (rejected.length > 0) console.warn(`[mocks] ?${OVERRIDE_PARAM}= ignored: ${rejected.join(', ')}`);
  const url = new URL(window.location.href);
  url.searchParams.delete(OVERRIDE_PARAM);
  window.history.replaceState(window.history.state, '', url);
}

/** Starts the service worker that serves the contract in the browser. */
export async function startBrowserMocks(): Promise<void> {
  const fromUrl = scenarioFromUrl(window.location.search);
  if (fromUrl) setScenario(fromUrl);
  takeOverridesFromUrl();
  const worker = setupWorker(...handlers);
  recordCalls(worker);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  mountMockPanel();
}

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

/**
 * MSW asks an existing registration to update without waiting for the answer
 * (msw/browser getWorkerInstance). After a full navigation the previous page's
 * worker may be unregistering (the worker script unregisters itself when its
 * last client closes), so the update fails with "Not found": harmless, as MSW
 * registers a fresh worker, but an unhandled rejection on every such page.
 * The failure is observed here so it is not reported as uncaught.
 */
function quietWorkerUpdates() {
  if (typeof ServiceWorkerRegistration === 'undefined') return;
  const update = ServiceWorkerRegistration.prototype.update;
  ServiceWorkerRegistration.prototype.update = function quietUpdate(this: ServiceWorkerRegistration) {
    const pending = update.call(this);
    pending.catch(() => undefined);
    return pending;
  };
}

const WORKER_URL = '/mockServiceWorker.js';

type ScriptUrlPolicy = { createScriptURL: (url: string) => unknown };

/**
 * Where the page enforces Trusted Types (deploy/_headers: `require-trusted-types-for
 * 'script'`), registering a service worker takes a TrustedScriptURL. MSW hands
 * `register` a plain string, so `register` is wrapped to pass the address
 * through the `mock-worker` policy, which vouches for the mock worker's one
 * same-origin file and refuses anything else.
 */
function trustWorkerScript() {
  const factory = (window as { trustedTypes?: { createPolicy: (name: string, rules: { createScriptURL: (url: string) => string }) => ScriptUrlPolicy } })
    .trustedTypes;
  if (!factory || typeof ServiceWorkerContainer === 'undefined') return;
  const worker = new URL(WORKER_URL, window.location.href).href;
  const policy = factory.createPolicy('mock-worker', {
    createScriptURL: (url) => {
      if (new URL(url, window.location.href).href !== worker) throw new TypeError(`Not the mock worker: ${url}`);
      return url;
    },
  });
  const register = ServiceWorkerContainer.prototype.register;
  ServiceWorkerContainer.prototype.register = function registerTrusted(this: ServiceWorkerContainer, url, options) {
    return register.call(this, (typeof url === 'string' ? policy.createScriptURL(url) : url) as string, options);
  };
}

/** Starts the service worker that serves the contract in the browser. */
export async function startBrowserMocks(): Promise<void> {
  const fromUrl = scenarioFromUrl(window.location.search);
  if (fromUrl) setScenario(fromUrl);
  takeOverridesFromUrl();
  quietWorkerUpdates();
  trustWorkerScript();
  const worker = setupWorker(...handlers);
  recordCalls(worker);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true, serviceWorker: { url: WORKER_URL } });
  mountMockPanel();
}

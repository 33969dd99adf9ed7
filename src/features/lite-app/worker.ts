import { Workbox } from 'workbox-window';
import { whenIdle } from '@/lib/use-idle';
import { whenPageQuiet } from '@/lib/when-quiet';
import { setLiteAppState } from './state';

const WORKER_URL = '/sw.js';
/** How often a page left open asks whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** How many of the page's loaded files one idle moment hands to the worker's cache. */
const WARM_UP_PER_TASK = 4;

type ScriptUrlPolicy = { createScriptURL: (url: string) => string };
type TrustedTypesFactory = { createPolicy: (name: string, rules: ScriptUrlPolicy) => ScriptUrlPolicy };

/**
 * The worker's address through the `site-worker` Trusted Types policy (deploy/_headers): registering a
 * service worker is a script sink, and this policy vouches only for this site's one worker file.
 */
function trustedWorkerUrl(): string {
  const factory = (window as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  if (!factory) return WORKER_URL;
  const worker = new URL(WORKER_URL, window.location.href).href;
  const policy = factory.createPolicy('site-worker', {
    createScriptURL: (url) => {
      if (new URL(url, window.location.href).href !== worker) throw new TypeError(`Not the site's worker: ${url}`);
      return url;
    },
  });
  return policy.createScriptURL(WORKER_URL);
}

/** The resources this page already loaded before the worker controlled it (its language's catalog and font among them). */
function loadedAssets(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter(isAsset);
}

/** A file of the build (hashed, under /assets/) on this site. */
const isAsset = (url: string): boolean => url.startsWith(`${window.location.origin}/assets/`);

/**
 * The production build's service worker (vite-plugin-pwa's Workbox worker, ADR 0024), registered once the page has
 * settled (`whenPageQuiet`). A new version is never forced on the player: it waits, the lite app offers "Update",
 * and only that click makes it take over and reload the page.
 */
export function registerSiteWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // A first visit's worker installs by fetching and caching the build, and takes the page over: not at the load event
  // (Workbox's default), while the lobby still draws its arriving sections and opens its popup, but once the page is
  // quiet. On a phone that work shares the cores and the network with the page's own (issue 33: in Lighthouse traces
  // of the lobby the worker's thread ran 50-170 ms in each half second from 0.5 to 2.5 s, the page's tasks waiting
  // for a core). A page a worker already controls registers at the load event, as before: that is an update check.
  if (navigator.serviceWorker.controller) register();
  else whenPageQuiet(register);
}

function register(): void {
  const container = navigator.serviceWorker;
  const wb = new Workbox(trustedWorkerUrl(), { scope: '/' });
  let reloadOnTakeOver = false;
  wb.addEventListener('waiting', () => {
    setLiteAppState({
      update: {
        apply: () => {
          reloadOnTakeOver = true;
          wb.messageSkipWaiting();
        },
      },
    });
  });
  // What the page loaded before the worker controlled it goes into the worker's cache, so its language's catalog and
  // font slice and the routes it showed are there for a visit offline. The worker fetches them itself (Workbox's
  // CACHE_URLS message, through its routes): fetched from the page, each cost its main thread a few milliseconds, in
  // idle tasks of 10 to 17 ms each on the lobby (issue 33). A file that finishes loading later (the shell's idle
  // services) is sent when its entry appears.
  // A few files per idle moment, as the page's own fetches went: sixty at once would crowd a phone's network while
  // the page's calls are still coming in. To the active worker, whether or not it controls this page yet: the message
  // needs no control (the fetches did, and a page claimed before the listener was set was never warmed). Not through
  // Workbox's messageSW: on a page that an active worker did not control when it registered, its worker never
  // resolves (the lite-app journey).
  void container.ready.then(({ active: worker }) => {
    if (!worker) return;
    const warmed = new Set<string>();
    let planned = false;
    const warmUp = () => {
      planned = false;
      const urls = loadedAssets().filter((url) => !warmed.has(url));
      const batch = urls.slice(0, WARM_UP_PER_TASK);
      for (const url of batch) warmed.add(url);
      if (batch.length > 0) worker.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache: batch } });
      if (urls.length > batch.length) planWarmUp();
    };
    const planWarmUp = () => {
      if (planned) return;
      planned = true;
      whenIdle(warmUp);
    };
    planWarmUp();
    if (typeof PerformanceObserver === 'undefined') return;
    new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => isAsset(entry.name))) planWarmUp();
    }).observe({ type: 'resource' });
  });
  container.addEventListener('controllerchange', () => {
    if (reloadOnTakeOver) window.location.reload();
  });
  void wb.register().then(() => {
    const check = () => void wb.update().catch(() => undefined);
    setInterval(check, CHECK_EVERY_MS);
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') check();
    });
  });
}

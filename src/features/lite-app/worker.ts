import { Workbox } from 'workbox-window';
import { whenIdle } from '@/lib/use-idle';
import { setLiteAppState } from './state';

const WORKER_URL = '/sw.js';
/** How often a page left open asks whether a new version is out. */
const CHECK_EVERY_MS = 60 * 60 * 1000;
/** How many of the page's loaded files one idle task hands to the worker's cache. */
const WARM_UP_PER_TASK = 3;

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
    .filter((name) => name.startsWith(`${window.location.origin}/assets/`));
}

/**
 * The production build's service worker (vite-plugin-pwa's Workbox worker, ADR 0024), registered after the
 * page has loaded. A new version is never forced on the player: it waits, the lite app offers "Update",
 * and only that click makes it take over and reload the page.
 */
export function registerSiteWorker(): void {
  if (!('serviceWorker' in navigator)) return;
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
  // What the page loaded goes through the worker once it controls the page, so its language's catalog and
  // font slice and the routes it showed are cached for a visit offline (cache hits when they already are).
  // A few at a time when the page is idle (issue 33): each fetch costs the page's main thread a little, and
  // dozens in one task made a long one while the lobby was still starting. The list is read again each time, so
  // a file that finished loading meanwhile (the shell's idle services) is not missed.
  const warmed = new Set<string>();
  const warmUp = () => {
    const urls = loadedAssets().filter((url) => !warmed.has(url));
    for (const url of urls.slice(0, WARM_UP_PER_TASK)) {
      warmed.add(url);
      void fetch(url).catch(() => undefined);
    }
    if (urls.length > WARM_UP_PER_TASK) whenIdle(warmUp);
  };
  void container.ready.then(() => {
    if (container.controller) whenIdle(warmUp);
    else container.addEventListener('controllerchange', () => whenIdle(warmUp), { once: true });
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

import { lazy, memo, Suspense, useEffect, useSyncExternalStore, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { whenIdle } from '@/lib/use-idle';
import { yieldToMain } from '@/lib/yield';

/**
 * Starts loading a module in a task of its own. React asks for a lazy component's code in the render that first
 * reaches it; the load then ran inside that render's task, with the build's preload helper adding a `<link
 * rel=modulepreload>` for each of the module's files (0.5 to 1 ms each on this machine, 5 to 14 ms for the footer's
 * or the game launcher's): a third to a half of the 15-18 ms tasks in which the lobby's later parts met their code
 * (the lobby's long tasks, issue 33, session 14). Now the render only asks, and the request and its links come in
 * the next task.
 */
const inItsOwnTask = <T,>(load: () => Promise<T>): Promise<T> => yieldToMain().then(load);

/**
 * React's `lazy` for a named export: `lazyNamed(() => import('./site-footer'), 'SiteFooter')`. The caller places its own
 * Suspense boundary (what shows while the code loads is its choice); a dialog that opens on a click is `onDemand`.
 */
export function lazyNamed<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): LazyExoticComponent<Module[Name] & ComponentType> {
  return lazy(() => inItsOwnTask(load).then((module) => ({ default: module[name] as Module[Name] & ComponentType })));
}

/**
 * A part of the build's HTML whose code comes after the first screen (issue 33): a boundary of its own keeps the HTML
 * until the code has arrived, then hydrates it; `fallback` shows only where it renders without that HTML (a later
 * visit). It takes no props and is memoised: a render of the page reaching the boundary before the code is here
 * would make React draw it again from the fallback (a flash on a phone, ADR 0032, session 13).
 */
export function hydratedLater<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name, fallback: ReactNode = null) {
  const Part = lazyNamed(load, name) as LazyExoticComponent<ComponentType>;
  return memo(function HydratedLater() {
    return (
      <Suspense fallback={fallback}>
        <Part />
      </Suspense>
    );
  });
}

/** What `onDemand` adds to the component it returns. */
export type OnDemandExtras = {
  /** Starts loading the code before the first render needs it (e.g. beside the data it will show, or on intent). */
  preload: () => void;
  /** Internal, for `useLoadedWhenIdle`: whether the code has arrived, and a way to hear when it does. */
  loaded: { get: () => boolean; subscribe: (listener: () => void) => () => void };
};

/**
 * A dialog (or popup) whose code loads the first time it opens (issue 12:
 * what sits behind a click stays out of the initial JS), inside its own
 * Suspense boundary, so the page around it never falls back to a pending
 * screen. While the code loads, a hidden `role="dialog"` placeholder stands in
 * for it: the popups that wait for other dialogs to close (announcements, the
 * contract modal) see it as open at once, as before, and never stack on it.
 * Once the code has arrived (`preload`, an earlier render) it renders at once.
 *
 *   const FeedbackDialog = onDemand(() => import('./components/feedback-dialog'), 'FeedbackDialog');
 *   FeedbackDialog.preload(); // optional: fetch the code now, so the dialog opens without a wait
 */
export function onDemand<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): Module[Name] & OnDemandExtras {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props type is restored by the return type
  type AnyComponent = ComponentType<any>;
  let component: AnyComponent | undefined;
  let loading: Promise<AnyComponent> | undefined;
  const listeners = new Set<() => void>();
  /** One load at a time; a failed one is tried again by the next call (a network blip does not lose the menu for good). */
  const start = () =>
    (loading ??= inItsOwnTask(load).then(
      (module) => {
        component = module[name] as AnyComponent;
        for (const listener of listeners) listener();
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // A thenable that has already resolved is read by React's lazy at once: code that is here renders without a fallback frame.
  const Lazy = lazy(() => {
    const arrived = component;
    if (!arrived) return start().then((loaded) => ({ default: loaded }));
    return { then: (resolve: (module: { default: AnyComponent }) => void) => resolve({ default: arrived }) } as unknown as Promise<{ default: AnyComponent }>;
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  function OnDemand(props: any) {
    return (
      <Suspense fallback={<div role="dialog" aria-hidden="true" hidden data-loading="" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  OnDemand.displayName = `OnDemand(${String(name)})`;
  OnDemand.preload = () => void start().catch(() => undefined);
  OnDemand.loaded = {
    get: () => component !== undefined,
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  return OnDemand as unknown as Module[Name] & OnDemandExtras;
}

/**
 * The dev server (`npm run dev`, bundled dev) compiles a part on its first request and serves it in two files (a stub,
 * then the part): preloading every menu and panel while idle cost a developer's page load eight requests it did not
 * use. There, a part loads on intent only, as the routes already do (ADR 0023); builds and tests preload as before.
 */
const PRELOAD_WHEN_IDLE = !(import.meta.env.DEV && import.meta.env.MODE === 'development');

/** Runs `task` once the page has loaded (its images too) and the browser is idle; returns a cancel. */
function whenIdleAfterLoad(task: () => void): () => void {
  if (document.readyState === 'complete') return whenIdle(task, 2000);
  let cancel = () => window.removeEventListener('load', idle);
  function idle() {
    cancel = whenIdle(task, 2000);
  }
  window.addEventListener('load', idle, { once: true });
  return () => cancel();
}

/**
 * For what shows before it is used (a menu's trigger, see `MenuTriggerStandIn`): loads an `onDemand` component's code
 * when the browser is idle after the page has loaded (not on the dev server, above; sooner if something calls its
 * `preload`, e.g. on intent), and tells whether it has arrived: until then the caller renders its light stand-in;
 * after, the component renders at once.
 */
export function useLoadedWhenIdle(component: OnDemandExtras): boolean {
  const loaded = useSyncExternalStore(component.loaded.subscribe, component.loaded.get, component.loaded.get);
  useEffect(() => (loaded || !PRELOAD_WHEN_IDLE ? undefined : whenIdleAfterLoad(component.preload)), [component, loaded]);
  return loaded;
}

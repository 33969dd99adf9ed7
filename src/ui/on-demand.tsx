import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A dialog (or popup) whose code loads the first time it opens (issue 12:
 * what sits behind a click stays out of the initial JS), inside its own
 * Suspense boundary, so the page around it never falls back to a pending
 * screen. While the code loads, a hidden `role="dialog"` placeholder stands in
 * for it: the popups that wait for other dialogs to close (announcements, the
 * contract modal) see it as open at once, as before, and never stack on it.
 *
 *   const FeedbackDialog = onDemand(() => import('./components/feedback-dialog'), 'FeedbackDialog');
 *   FeedbackDialog.preload(); // optional: fetch the code now, so the dialog opens without a wait
 */
export function onDemand<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): Module[Name] & { preload: () => void } {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props type is restored by the return type
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] as ComponentType<any> })));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  function OnDemand(props: any) {
    return (
      <Suspense fallback={<div role="dialog" aria-hidden="true" hidden data-loading="" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  OnDemand.displayName = `OnDemand(${String(name)})`;
  /** Starts loading the code before the first render needs it (e.g. beside the data it will show). */
  OnDemand.preload = () => void load().catch(() => undefined);
  return OnDemand as unknown as Module[Name] & { preload: () => void };
}

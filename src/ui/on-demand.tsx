import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A component whose code loads the first time it renders (issue 12: dialogs,
 * popups and other things behind a click stay out of the initial JS). It
 * renders nothing until then, inside its own Suspense boundary, so the page
 * around it never falls back to a pending screen.
 *
 *   const FeedbackDialog = onDemand(() => import('@/features/support/components/feedback-dialog'), 'FeedbackDialog');
 */
export function onDemand<Module, Name extends keyof Module>(load: () => Promise<Module>, name: Name): Module[Name] {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the props type is restored by the return type
  const Lazy = lazy(() => load().then((module) => ({ default: module[name] as ComponentType<any> })));
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
  function OnDemand(props: any) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  OnDemand.displayName = `OnDemand(${String(name)})`;
  return OnDemand as Module[Name];
}

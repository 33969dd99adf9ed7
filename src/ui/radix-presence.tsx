import { Children, type ReactElement } from 'react';

type PresenceProps = {
  present: boolean;
  children: ReactElement | ((props: { present: boolean }) => ReactElement);
};

/**
 * What the build gives Radix for `@radix-ui/react-presence` (the alias in `vite.config.ts`; ADR 0036, session 18).
 *
 * Radix's own `Presence` keeps a closing part (a dialog, a tab panel, a menu) in the page until its exit animation
 * ends. To know whether one runs, it reads the part's computed `animationName` the moment the part mounts, and keeps
 * the node in state. In the commit that opens a dialog that read forces the style of the whole page, and the state
 * set from the ref renders the dialog again and runs every effect of the opening in the same task: the announcement
 * popup's opening was the lobby's longest task after its first paint (25-110 ms of thread time, issue 33).
 *
 * The site has no exit animation (no stylesheet styles `[data-state='closed']`; a dialog only slides in), so a part
 * leaves the moment it closes, which is what Radix's version does too when no animation runs. This one renders the
 * part while it is present and nothing else: no style read, no state, no listeners. A part given `forceMount` (a
 * function child, as Radix's tab panels are) always renders and is told whether it is present.
 *
 * Adding an exit animation means putting Radix's own module back (drop the alias).
 */
export function Presence({ present, children }: PresenceProps) {
  if (typeof children === 'function') return children({ present });
  return present ? Children.only(children) : null;
}

export { Presence as Root };

import { session } from '@/api/session';
import { onDemand } from '@/ui/on-demand';

/**
 * A member's corner of the header (balance, cash buttons, messages, account menu) is not a guest's first screen, which
 * the build's HTML draws (issue 33): its code loads with a session. A login starts it with the session (the header
 * renders it); a page opened signed in starts it with the app's own code (`preloadMemberBarForSession`, app-shell.tsx),
 * so it has arrived by the first render and draws at once, with no empty corner first.
 */
export const MemberBar = onDemand(() => import('./member-bar'), 'MemberBar');

export function preloadMemberBarForSession(): void {
  if (session.get()) MemberBar.preload();
}

import { RealityCheck } from '@/features/play-safely';
import { MemberRealtime } from '@/features/realtime';

/**
 * The app-wide services that show nothing on a first screen: the reality check's clock and the member socket. The
 * shell mounts them once the page is idle (app-shell.tsx), so their code (the play-safely and socket calls with
 * their rules) is not in the lobby's initial JS (issue 33, ADR 0032). Each renders nothing until it has something
 * to show. Not the contract modal (it listens for a login from the page's start) nor a hand-over link's question
 * (the first thing such a visit shows).
 */
export function ShellServices() {
  return (
    <>
      <RealityCheck />
      <MemberRealtime />
    </>
  );
}

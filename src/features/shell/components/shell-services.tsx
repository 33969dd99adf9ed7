import { AppLinkPrompts } from '@/features/auth';
import { ContractOffers } from '@/features/contracts';
import { RealityCheck } from '@/features/play-safely';
import { MemberRealtime } from '@/features/realtime';

/**
 * The app-wide services that show nothing on a first screen: a hand-over link's question, the contract modal, the
 * reality check's clock and the member socket. The shell mounts them once the page is idle (app-shell.tsx), so
 * their code (the contract, play-safely and socket calls with their rules) is not in the lobby's initial JS
 * (issue 33, ADR 0032). Each renders nothing until it has something to show.
 */
export function ShellServices() {
  return (
    <>
      <ContractOffers />
      <AppLinkPrompts />
      <RealityCheck />
      <MemberRealtime />
    </>
  );
}

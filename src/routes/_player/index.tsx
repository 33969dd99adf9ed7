import { createFileRoute } from '@tanstack/react-router';
import { HomeLobby, prefetchLobby } from '@/features/lobby';
import { AnnouncementPopups } from '@/features/notices';
import { currentLanguage } from '@/lib/i18n';

export const Route = createFileRoute('/_player/')({
  // The loader stays with the route tree (only the component is split off), so the banners, the hot games and the
  // marquee start loading at once, beside the lobby's code and the system status, not after them;
  // it waits for nothing: the lobby shows its sized placeholders meanwhile (issue 12).
  codeSplitGroupings: [['component']],
  loader: ({ context }) => prefetchLobby(context.queryClient, currentLanguage()),
  component: LobbyRoute,
});

/** The home lobby, the only page announcement popups open over (ADR 0007). */
function LobbyRoute() {
  return (
    <>
      <HomeLobby />
      <AnnouncementPopups visible />
    </>
  );
}

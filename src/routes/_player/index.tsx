import { createFileRoute } from '@tanstack/react-router';
import { HomeLobby } from '@/features/lobby';
import { AnnouncementPopups, noticesQueryOptions } from '@/features/notices';
import { currentLanguage } from '@/lib/use-language';

export const Route = createFileRoute('/_player/')({
  // The loader stays with the route tree (only the component is split off), so the banners and the
  // marquee start loading at once, beside the lobby's code and the system status, not after them;
  // it waits for nothing: the lobby shows its sized placeholders meanwhile (issue 12).
  codeSplitGroupings: [['component']],
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(noticesQueryOptions(currentLanguage()));
  },
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

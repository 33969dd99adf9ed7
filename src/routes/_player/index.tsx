import { createFileRoute } from '@tanstack/react-router';
import { HomeLobby } from '@/features/lobby';
import { AnnouncementPopups } from '@/features/notices';

export const Route = createFileRoute('/_player/')({ component: LobbyRoute });

/** The home lobby, the only page announcement popups open over (ADR 0007). */
function LobbyRoute() {
  return (
    <>
      <HomeLobby />
      <AnnouncementPopups visible />
    </>
  );
}

import { createFileRoute, useLocation, useNavigate } from '@tanstack/react-router';
import { HomeLobby } from '@/features/lobby';
import { HelpDialog } from '@/features/support';

export const Route = createFileRoute('/_player/help')({ component: HelpRoute });

function HelpRoute() {
  const navigate = useNavigate();
  const hash = useLocation({ select: (location) => location.hash });
  return (
    <>
      <HomeLobby />
      <HelpDialog anchor={hash || undefined} onClose={() => navigate({ to: '/', replace: true })} />
    </>
  );
}

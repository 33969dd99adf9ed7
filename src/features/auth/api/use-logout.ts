import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { logout } from '@generated/api/session/session';
import { session } from '@/api/session';

/**
 * Logout clears the session storage, drops cached data and marks login and
 * agent false; agents go back to /agent, everyone else home (SPEC 4).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      const wasAgent = session.get()?.isAgent === true;
      try {
        await logout();
      } catch {
        // The local session ends whatever the server says.
      }
      return wasAgent;
    },
    onSettled: (wasAgent) => {
      session.clear();
      queryClient.clear();
      void navigate({ to: wasAgent ? '/agent' : '/' });
    },
  });
}

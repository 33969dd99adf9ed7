import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** The login popup (/login over the lobby), coming back to this very address afterwards. */
export function useOpenLogin(): () => void {
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(() => {
    void navigate({ to: '/login', search: { redirect: router.state.location.href } });
  }, [navigate, router]);
}

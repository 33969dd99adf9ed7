import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';

/** Opening the login popup from anywhere: /login, coming back here afterwards. */
export function useOpenLogin(): () => void {
  const navigate = useNavigate();
  const router = useRouter();
  return useCallback(() => {
    void navigate({ to: '/login', search: { redirect: router.state.location.href } });
  }, [navigate, router]);
}

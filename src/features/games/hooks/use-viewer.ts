import { useSession } from '@/api/use-session';
import { deriveLoginState } from '@/features/auth';
import type { Viewer } from '../logic/launch-route';

/** Logged in, and a trial (free-play) user or not: all the launch and favourite rules need. */
export function useViewer(): Viewer {
  const current = useSession();
  const state = deriveLoginState(current?.token, current?.memberType);
  return { isLogin: state.isLogin, isTrial: state.isTrial || (state.isLogin && current?.isTrial === true) };
}

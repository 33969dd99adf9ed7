import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientOs } from '../logic/client-os';
import { completeLogin } from './login-session';
import { sessionCalls } from './session-calls';
import { unwrap } from '@/api/unwrap';

export type FreePlay = {
  /** Logs in as a trial user (member type 4), then runs `onStarted` (the free-trial button opens its game); errors land in `error`. */
  start(onStarted?: () => void): void;
  isPending: boolean;
  error: unknown;
};

/**
 * Free play (SPEC 6): a trial session from loginFreeplay with an RSA-encrypted
 * random string, the browser's OS, platform W and gateway version 3.
 */
export function useFreePlay(options: { onSuccess?: () => void } = {}): FreePlay {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: async () => {
      // Loaded on the click, with the call (issue 12): free play is started from the shell, rarely.
      const [{ loginFreeplay }, { encryptRandomToken }] = await Promise.all([sessionCalls(), import('@/api/encryption')]);
      const user = unwrap(
        await loginFreeplay({
          os: clientOs(navigator.userAgent),
          platform: 'W',
          random: await encryptRandomToken(),
          gatewayVersion: 3,
        }),
      );
      return completeLogin(user, queryClient);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries();
      options.onSuccess?.();
    },
  });
  return { start: (onStarted) => mutation.mutate(undefined, { onSuccess: () => onStarted?.() }), isPending: mutation.isPending, error: mutation.error };
}

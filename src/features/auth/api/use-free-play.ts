import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loginFreeplay } from '@generated/api/session/session';
import { encryptRandomToken } from '@/api/encryption';
import { clientOs } from '../logic/client-os';
import { completeLogin } from './login-session';
import { unwrap } from '@/api/unwrap';

export type FreePlay = {
  /** Logs in as a trial user (member type 4); errors land in `error`. */
  start(): void;
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
  return { start: () => mutation.mutate(), isPending: mutation.isPending, error: mutation.error };
}

import { useQueryClient } from '@tanstack/react-query';
import { useSecretSafeMutation } from '@/api/secret-variables';
import { signIn, type SignInAttempt, type SignInResult } from '../api/sign-in';
import type { Portal } from '../logic/login-rules';

/** One login form's submission; the container decides what a result means. */
export function useSignIn(portal: Portal, onResult: (result: SignInResult) => void) {
  const queryClient = useQueryClient();
  return useSecretSafeMutation({
    mutationFn: (attempt: SignInAttempt) => signIn(queryClient, portal, attempt),
    onSuccess: (result) => {
      // Refetch in the background: resetting would drop the system status and unmount the page.
      if (result.kind === 'signed-in') void queryClient.invalidateQueries();
      onResult(result);
    },
  });
}

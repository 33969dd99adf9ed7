import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signIn, type SignInAttempt, type SignInResult } from '../api/sign-in';
import type { Portal } from '../logic/login-rules';

/** One login form's submission; the container decides what a result means. */
export function useSignIn(portal: Portal, onResult: (result: SignInResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (attempt: SignInAttempt) => signIn(queryClient, portal, attempt),
    onSuccess: (result) => {
      // Refetch in the background: resetting would drop the system status and unmount the page.
      if (result.kind === 'signed-in') void queryClient.invalidateQueries();
      onResult(result);
    },
  });
}

import { useQueryClient } from '@tanstack/react-query';
import { changePassword, getGetMemberInfoQueryKey } from '@generated/api/member/member';
import { useSecretSafeMutation } from '@/api/secret-variables';
import { sendEncrypted } from '@/api/encryption';
import { rememberLogin } from '../hooks/remembered-user';
import type { PendingChange } from './sign-in';
import { establishSession } from './login-session';

export type ForcedChange = PendingChange & { remember: boolean };

type Passwords = { oldPassword: string; newPassword: string; confirmNewPassword: string };

/**
 * Change password (SPEC 4). A forced change after login uses the new token
 * directly and only then loads login info into the session; a change from the
 * member area reloads the member info.
 */
export function useChangePassword(forced: ForcedChange | undefined) {
  const queryClient = useQueryClient();
  return useSecretSafeMutation({
    mutationFn: async (passwords: Passwords) => {
      if (!forced) {
        await sendEncrypted(passwords, (body) => changePassword(body));
        await queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
        return;
      }
      await sendEncrypted(passwords, (body) => changePassword(body, { headers: { token: forced.user.token } }));
      await establishSession(queryClient, { ...forced.user, passwordExpired: false, passwordChangeRequired: false }, forced.member);
      if (forced.remember) await rememberLogin(forced.user.userName, passwords.newPassword);
      void queryClient.invalidateQueries();
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMemberInfo } from '@generated/api/member/member';
import { login } from '@generated/api/session/session';
import type { LoginPayload, LoginUserInfo, MemberInfo } from '@generated/model';
import { encryptPayload } from '@/api/encryption';
import { session } from '@/api/session';
import { deriveLoginState } from '../logic/login-state';

export type LoginResult = { user: LoginUserInfo; member: MemberInfo };

/**
 * Encrypts and sends the login, keeps the token in the session, then loads
 * member info (which decides agent and trial state) and refreshes every query.
 */
export async function completeLogin(user: LoginUserInfo): Promise<MemberInfo> {
  session.set({ token: user.token, username: user.userName, firstTimeLogin: user.firstTimeLogin === true });
  const { value: member } = await getMemberInfo();
  const state = deriveLoginState(user.token, member.type);
  session.set({
    account: member.account,
    nickname: member.nickname ?? member.account,
    customerId: String(member.id),
    memberType: member.type,
    isAgent: state.isAgent,
    isTrial: state.isTrial,
  });
  return member;
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (payload: LoginPayload): Promise<LoginResult> => {
      const { value: user } = await login(await encryptPayload(payload));
      try {
        const member = await completeLogin(user);
        return { user, member };
      } catch (error) {
        session.clear();
        throw error;
      }
    },
    // Refetch in the background: resetting would drop the system status and unmount the page.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

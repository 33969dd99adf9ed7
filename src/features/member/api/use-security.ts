import { useQueryClient } from '@tanstack/react-query';
import {
  bindEmail,
  bindMobile,
  getGetMemberInfoQueryKey,
  getGetMemberProfileQueryKey,
  sendMemberSmsCode,
  updateMemberProfile,
} from '@generated/api/member/member';
import type {
  BindEmailPayload,
  BindMobilePayload,
  MemberProfileResponse,
  MemberSmsCodeRequest,
} from '@generated/model';
import { useSecretSafeMutation } from '@/api/secret-variables';
import { sendEncrypted } from '@/api/encryption';
import { unwrap } from '@/api/query-options';

/** The profile answer of a change replaces the cached profile; the member info (nickname in the header) is asked again. */
function useProfileChange<Payload>(call: (payload: Payload) => Promise<MemberProfileResponse>) {
  const queryClient = useQueryClient();
  return useSecretSafeMutation({
    mutationFn: call,
    onSuccess: (response) => {
      queryClient.setQueryData(getGetMemberProfileQueryKey(), response);
      return queryClient.invalidateQueries({ queryKey: getGetMemberInfoQueryKey() });
    },
  });
}

export const useUpdateNickname = () => useProfileChange((nickname: string) => updateMemberProfile({ nickname }));
// Account changes carry the login password (issue 28), so their bodies are encrypted like every password call.
export const useBindMobile = () =>
  useProfileChange(({ oldVerificationCode, ...payload }: BindMobilePayload) =>
    // No code from an old number when none is bound.
    sendEncrypted({ ...payload, ...(oldVerificationCode ? { oldVerificationCode } : {}) }, (body) => bindMobile(body)),
  );
export const useBindEmail = () => useProfileChange((payload: BindEmailPayload) => sendEncrypted(payload, (body) => bindEmail(body)));

/** Sends the SMS code of a security change; resolves with what the code button counts down from. */
export async function sendSecurityCode(request: MemberSmsCodeRequest) {
  const { expiredMinutes } = unwrap(await sendMemberSmsCode(request));
  return { kind: 'server' as const, expiredMinutes };
}

import { useQueryClient } from '@tanstack/react-query';
import { checkAffiliateCode, registerMember, registerMemberByMobile } from '@generated/api/member/member';
import type { MobileRegisterPayload, RegisterPayload } from '@generated/model';
import { useSecretSafeMutation } from '@/api/secret-variables';
import { isApiError } from '@/api/api-error';
import { sendEncrypted } from '@/api/encryption';
import { completeLogin } from './login-session';
import { unwrap } from '@/api/unwrap';

/** The affiliate code does not exist here (SPEC 8: 'invitation code error'); nothing was registered. */
export class InvitationCodeError extends Error {
  override readonly name = 'InvitationCodeError';
}

export type Registration = { mode: 'username'; payload: RegisterPayload } | { mode: 'mobile'; payload: MobileRegisterPayload };

/**
 * Register (SPEC 4): check the affiliate code first, send the encrypted
 * payload, then load login info for the new account.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useSecretSafeMutation({
    mutationFn: async ({ mode, payload }: Registration) => {
      if (payload.affiliateCode) {
        let valid: boolean;
        try {
          valid = unwrap(await checkAffiliateCode({ code: payload.affiliateCode, domain: payload.domain ?? location.hostname })).valid;
        } catch (error) {
          // An unknown code may also come back as success false (contract, AffiliateCheck).
          if (isApiError(error) && error.kind === 'rejected') throw new InvitationCodeError('Invitation code error');
          throw error;
        }
        if (!valid) throw new InvitationCodeError('Invitation code error');
      }
      const user = unwrap(await sendEncrypted(payload, (body) => (mode === 'mobile' ? registerMemberByMobile(body) : registerMember(body))));
      return completeLogin(user, queryClient);
    },
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

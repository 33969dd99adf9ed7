import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forgotPasswordByEmail, setPasswordByPhone } from '@generated/api/member/member';
import { login } from '@generated/api/session/session';
import { useSecretSafeMutation } from '@/api/secret-variables';
import { sendEncrypted } from '@/api/encryption';
import { signIn } from './sign-in';
import { unwrap } from '@/api/unwrap';

/** Forgot password by e-mail: a form-encoded call; the server mails a reset link. */
export function useForgotByEmail() {
  return useMutation({ mutationFn: (form: { username: string; email: string }) => forgotPasswordByEmail(form) });
}

export class AutoLoginError extends Error {
  override readonly name = 'AutoLoginError';
  constructor(override readonly cause: unknown) {
    super('The password was set but the automatic login failed', { cause });
  }
}

/**
 * Forgot password by phone (SPEC 4): set the new password with the SMS code,
 * then log in with it (the mobile number serves as the user name).
 */
export function useResetByPhone() {
  const queryClient = useQueryClient();
  return useSecretSafeMutation({
    mutationFn: async ({ mobileNum, verificationCode, newPassword }: { mobileNum: string; verificationCode: string; newPassword: string }) => {
      await sendEncrypted({ mobileNum, verificationCode, newPassword }, (body) => setPasswordByPhone(body));
      try {
        return await signIn(queryClient, 'player', {
          method: 'username',
          password: newPassword,
          obtain: async () => unwrap(await sendEncrypted({ username: mobileNum, password: newPassword, type: 'username' }, (body) => login(body))),
        });
      } catch (error) {
        throw new AutoLoginError(error);
      }
    },
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

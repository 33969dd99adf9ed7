import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { fieldMessage } from '@/ui/form';
import { matchesKind } from './field-validation';

const required = (message: string) => z.string().trim().min(1, message);

/** SPEC 5: username and password required and trimmed; the captcha once the server asks for it. */
export function usernameLoginSchema(captchaRequired: boolean) {
  return z.object({
    username: required(fieldMessage(msg`Please enter your username.`)),
    password: required(fieldMessage(msg`Please enter your password.`)),
    captcha: captchaRequired ? required(fieldMessage(msg`Please enter the captcha.`)) : z.string(),
    remember: z.boolean(),
  });
}

/** Forgot by e-mail (SPEC 5): username and a valid e-mail address. */
export const forgotEmailSchema = z.object({
  username: required(fieldMessage(msg`Please enter your username.`)),
  email: required(fieldMessage(msg`Please enter your e-mail address.`)).refine(
    (value) => matchesKind('email', value),
    fieldMessage(msg`Enter a valid e-mail address.`),
  ),
});

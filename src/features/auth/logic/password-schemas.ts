import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { fieldMessage } from '@/ui/form';
import type { FieldRule } from './field-validation';
import { INCONSISTENT_PASSWORDS, newPasswordMessage } from './password-rules';

/**
 * Change password (SPEC 5): the old password unless it is already known (a
 * forced change right after login), a new one in the server's format, and the
 * confirmation equal to it.
 */
export function changePasswordSchema(rule: FieldRule, knownOld: string | undefined) {
  return z.object({ oldPassword: z.string(), newPassword: z.string(), confirmNewPassword: z.string() }).superRefine((values, ctx) => {
    if (knownOld === undefined && values.oldPassword === '')
      ctx.addIssue({ code: 'custom', path: ['oldPassword'], message: fieldMessage(msg`Please enter your old password.`) });
    const problem = newPasswordMessage(rule, values.newPassword, knownOld ?? values.oldPassword);
    if (problem) ctx.addIssue({ code: 'custom', path: ['newPassword'], message: fieldMessage(problem) });
    if (values.confirmNewPassword === '')
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: fieldMessage(msg`Please confirm the new password.`) });
    else if (values.confirmNewPassword !== values.newPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: fieldMessage(INCONSISTENT_PASSWORDS) });
  });
}

/** A new password alone (reset by phone): the server's format, never the well-known default. */
export function newPasswordField(rule: FieldRule) {
  return z.string().superRefine((value, ctx) => {
    const problem = newPasswordMessage(rule, value);
    if (problem) ctx.addIssue({ code: 'custom', message: fieldMessage(problem) });
  });
}

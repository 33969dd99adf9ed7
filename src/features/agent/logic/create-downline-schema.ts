import { z } from 'zod';
import type { RegisterFieldSetting } from '@generated/model';
import { registerPlan, registerProblemMessage, validateRegistration, type PlannedField, type RegisterValues } from '@/features/auth';
import { fieldMessage } from '@/ui/form';

/**
 * The registration fields that apply when an agent opens an account for a
 * downline (SPEC 5 with the server's field settings): the name, the password
 * twice, and the contact fields the settings enable. No SMS code, captcha,
 * affiliate code or terms: the agent is present, the downline is not.
 */
const APPLIES = ['username', 'password', 'confirmPassword', 'mobileNum', 'payeeName', 'email'];

/** The fields in the order an agent fills them in: the name and the passwords first, then contact details. */
export function downlinePlan(settings: readonly RegisterFieldSetting[]): PlannedField[] {
  return registerPlan('username', settings, { smsVerification: false })
    .filter((field) => APPLIES.includes(field.name))
    .sort((a, b) => APPLIES.indexOf(a.name) - APPLIES.indexOf(b.name));
}

export type DownlineValues = RegisterValues & { accountType: 'member' | 'agent' };

export function createDownlineSchema(plan: readonly PlannedField[]) {
  return z.custom<DownlineValues>().superRefine((values, ctx) => {
    // Terms do not apply here; every other rule is the register form's.
    const problems = validateRegistration(plan, { ...values, terms: true });
    for (const [name, problem] of Object.entries(problems)) {
      if (problem) ctx.addIssue({ code: 'custom', path: [name], message: fieldMessage(registerProblemMessage(problem, '')) });
    }
  });
}

import { z } from 'zod';
import { fieldMessage } from '@/ui/form';
import { registerProblemMessage } from './register-messages';
import { validateRegistration, type PlannedField, type RegisterValues } from './register-plan';

/**
 * The register form's schema: the fields the server's settings enable, each
 * with its own rule (SPEC 5); `terms` is the translated name of the terms link.
 */
export function registerSchema(plan: readonly PlannedField[], terms: string) {
  return z.custom<RegisterValues>().superRefine((values, ctx) => {
    const problems = validateRegistration(plan, values);
    for (const [name, problem] of Object.entries(problems)) {
      if (problem) ctx.addIssue({ code: 'custom', path: [name], message: fieldMessage(registerProblemMessage(problem, terms)) });
    }
  });
}

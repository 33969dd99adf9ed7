import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { fieldProblemMessage } from './field-messages';
import { INCONSISTENT_PASSWORDS } from './password-rules';
import type { RegisterProblem } from './register-plan';

/** The message of a registration problem; `terms` is the translated name of the terms link. */
export function registerProblemMessage(problem: RegisterProblem, terms: string): MessageDescriptor {
  if (problem.code === 'inconsistent') return INCONSISTENT_PASSWORDS;
  if (problem.code === 'terms') return msg`Please agree to the ${terms}`;
  return fieldProblemMessage(problem);
}

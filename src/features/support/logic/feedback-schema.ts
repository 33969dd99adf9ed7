import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { fieldMessage } from '@/ui/form';
import { DESCRIPTION_MAX, DESCRIPTION_MIN, descriptionProblem } from './feedback';

/**
 * The feedback form (SPEC 5): a typed description must be 20 to 200
 * characters. Empty fields are not errors here: SPEC 8 names them together in
 * a warning, which the form shows before sending (`missingFeedbackFields`).
 */
const min = DESCRIPTION_MIN;
const max = DESCRIPTION_MAX;

export const feedbackSchema = z.object({
  type: z.string(),
  content: z.string().refine((content) => descriptionProblem(content) === null, fieldMessage(msg`Please describe the problem in ${min} to ${max} characters.`)),
  captcha: z.string(),
});

import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { PlayLimitKind } from '@generated/model';
import { amountProblem } from '@/lib/amount-rules';
import { fieldMessage } from '@/ui/form';
import { LIMIT_KINDS, periodOf } from './limit-rules';

export const SESSION_MINUTES = { min: 5, max: 1440 } as const;

/** A limit typed on the page: an amount with at most two decimals, or whole minutes from 5 to 1440 for the session. */
export const limitFormSchema = z
  .object({ kind: z.enum(LIMIT_KINDS as [PlayLimitKind, ...PlayLimitKind[]]), value: z.string().trim() })
  .superRefine(({ kind, value }, context) => {
    if (periodOf(kind) === 'session') {
      const minutes = Number(value);
      if (!/^\d+$/.test(value) || minutes < SESSION_MINUTES.min || minutes > SESSION_MINUTES.max)
        context.addIssue({ code: 'custom', path: ['value'], message: fieldMessage(msg`Enter whole minutes from 5 to 1440.`) });
      return;
    }
    const problem = amountProblem(value);
    if (problem === 'empty') context.addIssue({ code: 'custom', path: ['value'], message: fieldMessage(msg`Please enter an amount.`) });
    else if (problem === 'tooManyDecimals') context.addIssue({ code: 'custom', path: ['value'], message: fieldMessage(msg`Use at most two decimals.`) });
    else if (problem) context.addIssue({ code: 'custom', path: ['value'], message: fieldMessage(msg`Enter an amount greater than 0, for example 100.`) });
  });

export type LimitForm = z.input<typeof limitFormSchema>;

/** The payment password that confirms a break or a self-exclusion. */
export const breakFormSchema = z.object({
  paymentPassword: z
    .string()
    .trim()
    .regex(/^\d{6}$/, fieldMessage(msg`The payment password is 6 digits.`)),
});

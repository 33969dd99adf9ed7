import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { amountProblem } from '@/lib/amount-rules';
import { fieldMessage } from '@/ui/form';

const AMOUNT = fieldMessage(msg`Enter an amount greater than 0 with at most two decimals`);

/**
 * A transfer to a downline (SPEC 6): a team account, a positive amount of at
 * most two decimals that the agent's balance covers, the 6-digit payment
 * password, an optional remark of at most 140 characters (SPEC 5).
 */
export function downlineTransferSchema(balance: number) {
  return z.object({
    downlineAccount: z
      .string()
      .trim()
      .min(1, fieldMessage(msg`Enter the downline's account name`))
      .regex(/^[A-Za-z0-9_]{1,32}$/, fieldMessage(msg`Account names use letters and digits only`)),
    // The one amount rule of every money form (src/lib/amount-rules: whole cents within the contract's limits).
    amount: z
      .string()
      .trim()
      .refine((value) => amountProblem(value) === null, AMOUNT)
      .refine((value) => Number(value) <= balance, fieldMessage(msg`The amount is more than your balance`)),
    paymentPassword: z.string().regex(/^\d{6}$/, fieldMessage(msg`Enter your 6-digit payment password`)),
    remark: z
      .string()
      .trim()
      .max(140, fieldMessage(msg`Keep the remark within 140 characters`)),
  });
}

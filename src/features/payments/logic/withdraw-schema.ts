import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { fieldMessage } from '@/ui/form';
import { amountProblem, type AmountRule } from '@/lib/amount-rules';
import { amountMessage, paymentPasswordField } from './amount-schema';

const amountWith = (rule: AmountRule, currencySymbol: string) =>
  z.string().superRefine((value, context) => {
    const problem = amountProblem(value, rule);
    if (problem) context.addIssue({ code: 'custom', message: fieldMessage(amountMessage(problem, rule, currencySymbol)) });
  });

/** A withdrawal: a bound account, an amount within the limits and never above the withdrawable balance, the payment password. */
export function withdrawSchema({ min, max, withdrawable }: { min: number; max: number; withdrawable: number }, currencySymbol = '') {
  return z.object({
    bankAccountId: z.string().min(1, fieldMessage(msg`Please choose the account to be paid to.`)),
    amount: amountWith({ min, max, available: withdrawable }, currencySymbol),
    paymentPassword: paymentPasswordField,
  });
}

/** A transfer to the upline: an amount the main wallet holds, an optional remark (SPEC 5: 140 characters), the payment password. */
export function uplineTransferSchema(balance: number, currencySymbol = '') {
  return z.object({
    amount: amountWith({ available: balance }, currencySymbol),
    remark: z
      .string()
      .trim()
      .max(140, fieldMessage(msg`A remark has at most 140 characters.`)),
    paymentPassword: paymentPasswordField,
  });
}

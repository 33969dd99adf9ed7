import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { z } from 'zod';
import { formatMoney } from '@/lib/money';
import { fieldMessage } from '@/ui/form';
import { amountProblem, MONEY_AMOUNT, type AmountProblem, type AmountRule } from '@/lib/amount-rules';

/** The translated sentence for each broken amount rule; limits shown as money. */
export function amountMessage(problem: AmountProblem, rule: AmountRule, currencySymbol = ''): MessageDescriptor {
  const min = formatMoney(rule.min ?? 0, currencySymbol);
  const max = formatMoney(Math.min(rule.max ?? MONEY_AMOUNT.max, MONEY_AMOUNT.max), currencySymbol);
  const available = formatMoney(rule.available ?? 0, currencySymbol);
  switch (problem) {
    case 'empty':
      return msg`Please enter an amount.`;
    case 'notNumber':
      return msg`Enter the amount in numbers, for example 100 or 100.50.`;
    case 'notPositive':
      return msg`The amount must be greater than 0.`;
    case 'tooManyDecimals':
      return msg`Use at most two decimals.`;
    case 'belowMin':
      return msg`The smallest amount is ${min}.`;
    case 'aboveMax':
      return msg`The largest amount is ${max}.`;
    case 'aboveAvailable':
      return msg`The amount is more than the ${available} available.`;
  }
}

/** A typed amount field checked with the rules; the message is the form's translated line. */
export function amountField(rule: AmountRule, currencySymbol = '') {
  return z.string().superRefine((value, context) => {
    const problem = amountProblem(value, rule);
    if (problem) context.addIssue({ code: 'custom', message: fieldMessage(amountMessage(problem, rule, currencySymbol)) });
  });
}

/** Six digits (the payment password of withdrawals and transfers). */
export const paymentPasswordField = z
  .string()
  .trim()
  .regex(/^\d{6}$/, fieldMessage(msg`The payment password is 6 digits.`));

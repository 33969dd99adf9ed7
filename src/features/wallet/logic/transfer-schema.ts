import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { WalletEntry } from '@generated/model';
import { fieldMessage } from '@/ui/form';
import { amountProblem } from '@/lib/amount-rules';
import { amountMessage } from '@/features/payments';

/** A wallet transfer: two different wallets and an amount the source wallet holds (the amount rules). */
export function transferSchema(wallets: readonly WalletEntry[], currencySymbol = '') {
  return z.object({ from: z.string().min(1), to: z.string().min(1), amount: z.string() }).superRefine((values, context) => {
    if (values.from === values.to) context.addIssue({ code: 'custom', path: ['to'], message: fieldMessage(msg`Choose two different wallets`) });
    const rule = { available: wallets.find((wallet) => wallet.code === values.from)?.balance ?? 0 };
    const problem = amountProblem(values.amount, rule);
    if (problem) context.addIssue({ code: 'custom', path: ['amount'], message: fieldMessage(amountMessage(problem, rule, currencySymbol)) });
  });
}

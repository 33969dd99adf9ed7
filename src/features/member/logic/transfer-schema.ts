import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { WalletEntry } from '@generated/model';
import { fieldMessage } from '@/ui/form';

const AMOUNT = fieldMessage(msg`Enter an amount greater than 0 with at most two decimals`);

/** A wallet transfer: two different wallets and a positive amount of at most two decimals that the source wallet holds. */
export function transferSchema(wallets: readonly WalletEntry[]) {
  return z
    .object({
      from: z.string().min(1),
      to: z.string().min(1),
      amount: z
        .string()
        .trim()
        .regex(/^\d+(\.\d{1,2})?$/, AMOUNT)
        .refine((value) => Number(value) > 0, AMOUNT),
    })
    .refine((values) => values.from !== values.to, { path: ['to'], message: fieldMessage(msg`Choose two different wallets`) })
    .refine((values) => Number(values.amount) <= (wallets.find((wallet) => wallet.code === values.from)?.balance ?? 0), {
      path: ['amount'],
      message: fieldMessage(msg`The amount is more than the wallet holds`),
    });
}

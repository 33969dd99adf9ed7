import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import { fieldMessage } from '@/ui/form';

const PASSWORD = z.string().min(1, fieldMessage(msg`Please enter your payment password.`));

/** Redeem: a whole number of units the balance (and the stock) pays for, and the payment password. */
export function redeemSchema(maxUnits: number) {
  return z.object({
    quantity: z
      .string()
      .trim()
      .regex(/^\d+$/, fieldMessage(msg`Enter a whole number of 1 or more.`))
      .refine((value) => Number(value) >= 1, fieldMessage(msg`Enter a whole number of 1 or more.`))
      .refine((value) => Number(value) <= maxUnits, fieldMessage(msg`You do not have enough points for this many.`)),
    password: PASSWORD,
  });
}

/** Convert: whole points between the minimum and the balance, and the payment password. */
export function convertSchema(balance: number, minPoints: number) {
  return z.object({
    points: z
      .string()
      .trim()
      .regex(/^\d+$/, fieldMessage(msg`Enter a whole number of points.`))
      .refine((value) => Number(value) >= Math.max(1, minPoints), fieldMessage(msg`Convert at least the minimum number of points.`))
      .refine((value) => Number(value) <= balance, fieldMessage(msg`You do not have that many points.`)),
    password: PASSWORD,
  });
}

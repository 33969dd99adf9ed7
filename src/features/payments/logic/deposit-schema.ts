import { msg } from '@lingui/core/macro';
import { z } from 'zod';
import type { DepositChannel, DepositPromotion } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { fieldMessage } from '@/ui/form';
import { amountProblem, parseAmount } from '@/lib/amount-rules';
import { amountMessage } from './amount-schema';

/** A deposit: a channel, an amount within that channel's limits, and a promotion the amount qualifies for (or none). */
export function depositSchema(channels: readonly DepositChannel[], promotions: readonly DepositPromotion[], currencySymbol = '') {
  return z.object({ channelId: z.string(), amount: z.string(), promotionId: z.string() }).superRefine((values, context) => {
    const channel = channels.find((candidate) => candidate.id === values.channelId);
    if (!channel) {
      context.addIssue({ code: 'custom', path: ['channelId'], message: fieldMessage(msg`Please choose how you pay.`) });
      return;
    }
    const rule = { min: channel.min, max: channel.max };
    const problem = amountProblem(values.amount, rule);
    if (problem) {
      context.addIssue({ code: 'custom', path: ['amount'], message: fieldMessage(amountMessage(problem, rule, currencySymbol)) });
      return;
    }
    const promotion = promotions.find((candidate) => candidate.id === values.promotionId);
    const amount = parseAmount(values.amount) ?? 0;
    if (promotion && amount < promotion.minDeposit) {
      const least = formatMoney(promotion.minDeposit, currencySymbol);
      context.addIssue({ code: 'custom', path: ['promotionId'], message: fieldMessage(msg`Deposit at least ${least} to join this promotion.`) });
    }
  });
}

import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { ContractTier, ContractType, WagePeriod } from '@generated/model';
import { formatPercent } from '@/lib/format';

/** Names of contract types, wage periods (SPEC 3: D, W, H, M) and level fields, in the active language. */
export function useContractLabels() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      type: {
        dividend: t`Dividend`,
        dailySalary: t`Daily salary`,
        hourSalary: t`Hourly salary`,
        realtimeSalary: t`Real-time salary`,
      } satisfies Record<ContractType, string>,
      period: {
        D: t({ message: 'Daily', comment: 'Contract wage period D' }),
        W: t({ message: 'Weekly', comment: 'Contract wage period W' }),
        H: t({ message: 'Semimonthly', comment: 'Contract wage period H: twice a month' }),
        M: t({ message: 'Monthly', comment: 'Contract wage period M' }),
      } satisfies Record<WagePeriod, string>,
      tier: {
        rate: t({ message: 'Rate', comment: 'Contract level: the percentage paid' }),
        activeMemberCount: t`Active members`,
        periodValidBet: t`Period valid bet`,
        periodProfitAndLoss: t`Period profit and loss`,
        dailyBetAmount: t`Daily bet amount`,
        betAmountPerHour: t`Bet amount per hour`,
      } satisfies Record<keyof ContractTier, string>,
    }),
    [t],
  );
}

/** The level fields a contract's table shows: the rate, then only the figures its levels carry. */
export const TIER_FIELDS: ReadonlyArray<keyof ContractTier> = [
  'activeMemberCount',
  'periodValidBet',
  'periodProfitAndLoss',
  'dailyBetAmount',
  'betAmountPerHour',
  'rate',
];

/** A rate given in percent (0.4 is 0.4%) in the active language's format (ADR 0028). */
export function formatRate(rate: number): string {
  return formatPercent(rate / 100);
}

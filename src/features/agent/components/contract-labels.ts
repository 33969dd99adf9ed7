import { useLingui } from '@lingui/react/macro';
import type { ContractType, WagePeriod } from '@generated/model';

/** Names of contract types, wage periods and tier thresholds, in the active language. */
export function useContractLabels() {
  const { t } = useLingui();
  return {
    type: { dividend: t`Dividend`, dailySalary: t`Daily salary`, hourSalary: t`Hourly salary`, realtimeSalary: t`Real-time salary` } satisfies Record<
      ContractType,
      string
    >,
    period: { D: t`Daily`, W: t`Weekly`, H: t`Semimonthly`, M: t`Monthly` } satisfies Record<WagePeriod, string>,
    threshold: { periodValidBet: t`Valid bet in the period`, dailyBetAmount: t`Daily bet amount`, betAmountPerHour: t`Bet amount per hour` },
  };
}

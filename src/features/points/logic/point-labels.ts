import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PointType, RedeemStatus } from '@generated/model';

/** Point types of SPEC 3 and redeem statuses of SPEC 4, in the active language. */
export function usePointLabels() {
  const { t } = useLingui();
  return useMemo(
    () => ({
      type: {
        live: t({ message: 'Live casino', comment: 'Point type: earned on live casino bets' }),
        lottery: t({ message: 'Lottery', comment: 'Point type: earned on lottery bets' }),
        pvp: t({ message: 'Card games', comment: 'Point type: earned on PVP card games' }),
        rng: t({ message: 'Slots', comment: 'Point type: earned on slot (RNG) games' }),
        sports: t({ message: 'Sports', comment: 'Point type: earned on sports bets' }),
        redeem: t({ message: 'Redeem', comment: 'Point type: points spent in the points mall or converted' }),
        deposit: t({ message: 'Deposit', comment: 'Point type: earned on deposits' }),
      } satisfies Record<PointType, string>,
      status: {
        inProcess: t({ message: 'In process', comment: 'Redeem status' }),
        approved: t({ message: 'Approved', comment: 'Redeem status' }),
        rejected: t({ message: 'Rejected', comment: 'Redeem status' }),
      } satisfies Record<RedeemStatus, string>,
    }),
    [t],
  );
}

export function statusTone(status: string | undefined): 'primary' | 'success' | 'danger' | 'neutral' {
  return status === 'approved' ? 'success' : status === 'rejected' ? 'danger' : status === 'inProcess' ? 'primary' : 'neutral';
}

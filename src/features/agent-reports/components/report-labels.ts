import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { MessageDescriptor } from '@lingui/core';
import { useMemo } from 'react';
import type { TeamTransactionRow } from '@generated/model';

const MOVEMENTS: Record<TeamTransactionRow['type'], MessageDescriptor> = {
  deposit: msg`Deposit`,
  withdrawal: msg`Withdrawal`,
  transfer: msg({ message: 'Transfer', context: 'money movement type', comment: 'A money transfer between a member and an upline agent' }),
};
const MOVE_STATUS: Record<TeamTransactionRow['status'], MessageDescriptor> = {
  success: msg({ message: 'Successful', comment: 'Status of a deposit or withdrawal' }),
  pending: msg({ message: 'Processing', comment: 'Status of a deposit or withdrawal' }),
  failed: msg({ message: 'Failed', comment: 'Status of a deposit or withdrawal' }),
};
export type PayoutStatus = 'settled' | 'pending' | 'notQualified';
const PAYOUT_STATUS: Record<PayoutStatus, MessageDescriptor> = {
  settled: msg({ message: 'Paid', comment: 'Status of a salary or dividend that was settled' }),
  pending: msg({ message: 'Pending', comment: 'Status of a salary or dividend not yet settled (an estimate)' }),
  notQualified: msg({ message: 'Not reached', comment: 'Status: the contract threshold was not reached, nothing paid' }),
};

/** Translated labels of the report enums (movement type and status, payout status). */
export function useReportLabels() {
  const { _ } = useLingui();
  return useMemo(
    () => ({
      movement: (type: TeamTransactionRow['type']) => _(MOVEMENTS[type]),
      moveStatus: (status: TeamTransactionRow['status']) => _(MOVE_STATUS[status]),
      payout: (status: PayoutStatus) => _(PAYOUT_STATUS[status]),
    }),
    [_],
  );
}

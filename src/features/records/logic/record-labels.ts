import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { AccountRecordStatus, AccountRecordType, BonusKind, BonusStatus } from '@generated/model';

/**
 * The words of the records, one descriptor per contract value (a record type
 * the contract adds and nobody names fails the type check and the unit test).
 */
export const RECORD_TYPE_LABELS: Record<AccountRecordType, MessageDescriptor> = {
  deposit: msg({ message: 'Deposit', comment: 'Account record type: money paid in' }),
  withdrawal: msg({ message: 'Withdrawal', comment: 'Account record type: money paid out to the bank' }),
  transfer: msg({ message: 'Transfer', context: 'money movement type', comment: 'Account record type: between the main wallet and a game wallet' }),
  bonus: msg({ message: 'Bonus', comment: 'Account record type: a promotion bonus credited' }),
  rebate: msg({ message: 'Rebate', comment: 'Account record type: a share of valid bets paid back' }),
  adjustment: msg({ message: 'Adjustment', comment: 'Account record type: a correction by the operator' }),
};

export const RECORD_STATUS_LABELS: Record<AccountRecordStatus, MessageDescriptor> = {
  pending: msg({ message: 'Pending', comment: 'A money movement still being processed' }),
  success: msg({ message: 'Successful', comment: 'A money movement completed' }),
  failed: msg({ message: 'Failed', comment: 'A money movement that did not go through' }),
  cancelled: msg({ message: 'Cancelled', comment: 'A money movement withdrawn before it completed' }),
};

export const BONUS_KIND_LABELS: Record<BonusKind, MessageDescriptor> = {
  bonus: RECORD_TYPE_LABELS.bonus,
  rebate: RECORD_TYPE_LABELS.rebate,
};

export const BONUS_STATUS_LABELS: Record<BonusStatus, MessageDescriptor> = {
  pending: msg({ message: 'Pending', comment: 'A bonus not credited yet' }),
  inProgress: msg({ message: 'Turnover in progress', comment: 'A bonus credited whose required valid bets are not yet made' }),
  completed: msg({ message: 'Completed', comment: 'A bonus credited and its turnover met' }),
  cancelled: msg({ message: 'Cancelled', comment: 'A bonus refused or withdrawn' }),
};

export type Tone = 'neutral' | 'primary' | 'success' | 'danger';

/** How a status looks: done is green, waiting is gold, refused is red, withdrawn is grey. */
export function statusTone(status: AccountRecordStatus | BonusStatus): Tone {
  switch (status) {
    case 'success':
    case 'completed':
      return 'success';
    case 'pending':
    case 'inProgress':
      return 'primary';
    case 'failed':
      return 'danger';
    case 'cancelled':
      return 'neutral';
  }
}

/** Whether a movement counts in the totals (only completed ones change the balance the totals speak of). */
export const countsInTotals = (status: AccountRecordStatus) => status === 'success';

/** Turnover progress, 0 to 1 (a bonus with no requirement is complete). */
export function turnoverProgress(done: number, required: number): number {
  if (required <= 0) return 1;
  return Math.min(1, Math.max(0, done / required));
}

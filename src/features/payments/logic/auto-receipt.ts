import dayjs from 'dayjs';

/**
 * SPEC 4 and 9: a withdrawal that was paid out and is not confirmed within
 * the configured minutes counts as received; a forced receipt is not
 * refunded. The server says when (`autoReceiptAt`); without it, it is the
 * payout time plus the minutes.
 */
export type AutoReceipt = { at: string; minutesLeft: number; due: boolean };

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function autoReceiptTime(paidAt: string, minutes: number): string {
  return dayjs(paidAt).add(minutes, 'minute').format(FORMAT);
}

/** When the auto-receipt happens and how many whole minutes are left at `now` (rounded up, never more than the configured minutes; 0 once due). */
export function autoReceipt(withdrawal: { paidAt?: string | null; autoReceiptAt?: string | null }, minutes: number, now: Date | number): AutoReceipt | null {
  const at = withdrawal.autoReceiptAt ?? (withdrawal.paidAt ? autoReceiptTime(withdrawal.paidAt, minutes) : null);
  if (!at) return null;
  const left = dayjs(at).valueOf() - dayjs(now).valueOf();
  // A clock read before the payout must not show more than the whole window.
  const window = withdrawal.paidAt ? Math.ceil((dayjs(at).valueOf() - dayjs(withdrawal.paidAt).valueOf()) / 60_000) : minutes;
  return { at, minutesLeft: left <= 0 ? 0 : Math.min(window, Math.ceil(left / 60_000)), due: left <= 0 };
}

import dayjs from 'dayjs';
import { emitMemberEvent, type MemberEvent } from '../events';
import { appendLedger, settleLedger } from '../db/ledger';
import { DEPOSIT_PROMOTIONS, WITHDRAW_LIMITS, paymentsOf } from '../db/payments';
import { db } from '../db/store';
import { cents } from '../handlers/respond';
import { now, stamp } from './clock';

// The demo's clock for money: deposits credited and withdrawals paid when their time comes.

export function later(ms: number, run: () => void) {
  const timer = setTimeout(run, ms);
  // In Node (tests, the demo story) a pending credit must not keep the process alive.
  (timer as { unref?: () => void }).unref?.();
}

/**
 * Moves the demo's clock on for one member: credits the deposits whose time
 * has come, pays out the withdrawals under review, and counts unconfirmed
 * payouts as received after the auto-receipt minutes. Runs from a timer and
 * on every read, so a reload never loses a credit.
 */
export function settleDue(username: string): void {
  const events: MemberEvent[] = [];
  const at = Date.now();
  db.update((state) => {
    const member = state.members.find((candidate) => candidate.username === username);
    if (!member || !state.payments?.[username]) return;
    const money = paymentsOf(state, username);
    for (const deposit of money.deposits) {
      if (deposit.status !== 'pending' || deposit.creditAt === null || deposit.creditAt > at) continue;
      member.balance = cents(member.balance + deposit.amount);
      deposit.status = 'success';
      deposit.creditedAt = now();
      settleLedger(state, username, deposit.orderId, { status: 'success', balanceAfter: member.balance });
      if (deposit.bonus > 0) {
        member.balance = cents(member.balance + deposit.bonus);
        money.lockedAmount = cents(money.lockedAmount + deposit.bonus);
        const promotion = DEPOSIT_PROMOTIONS.find((candidate) => candidate.id === deposit.promotionId);
        appendLedger(state, username, {
          time: now(),
          type: 'bonus',
          amount: deposit.bonus,
          status: 'success',
          balanceAfter: member.balance,
          remark: promotion?.name,
        });
      }
      events.push({ type: 'depositCredited', username, amount: deposit.amount, reference: deposit.orderId, at });
    }
    for (const withdrawal of money.withdrawals) {
      if (withdrawal.status === 'processing' && withdrawal.payAt <= at) {
        withdrawal.status = 'awaitingConfirmation';
        withdrawal.paidAt = now();
        withdrawal.autoReceiptAt = stamp(dayjs().add(WITHDRAW_LIMITS.autoReceiptMinutes, 'minute'));
        withdrawal.receivedAmount = withdrawal.amount;
        withdrawal.remainingAmount = 0;
        settleLedger(state, username, withdrawal.orderId, { status: 'success' });
        events.push({ type: 'withdrawalApproved', username, amount: withdrawal.amount, reference: withdrawal.orderId, at });
      }
      if (withdrawal.status === 'awaitingConfirmation' && withdrawal.autoReceiptAt && dayjs(withdrawal.autoReceiptAt).valueOf() <= at) {
        withdrawal.status = 'completed';
        withdrawal.autoConfirmed = true;
      }
    }
  });
  for (const event of events) emitMemberEvent(event);
}

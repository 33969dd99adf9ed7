import {
  getConfirmWithdrawalMockHandler,
  getCreateWithdrawalMockHandler,
  getGetWithdrawSettingsMockHandler,
  getListWithdrawalsMockHandler,
} from '@generated/api/payments/payments.msw';
import { ConfirmWithdrawalPayload, CreateWithdrawalPayload, type Withdrawal, type WithdrawSettings } from '@generated/model';
import { appendLedger } from '../db/ledger';
import { WITHDRAW_LIMITS, maskAccount, paymentTiming, paymentsOf, type WithdrawalRecord } from '../db/payments';
import { db } from '../db/store';
import { idempotent } from '../lib/idempotency';
import { later, now, settleDue } from '../lib/payment-clock';
import { amountProblem, bankNameOf, checkUploads, paymentPasswordProblem, withdrawableOf } from '../lib/payment-rules';
import { decrypted } from './decrypted';
import { badRequest, cents, fail, jsonBody, ok, requireMember } from './respond';

// Withdrawals (SPEC 4): held at once, paid about 3 s later, then confirmed by the member (or auto-received).

const publicWithdrawal = ({ payAt: _payAt, proofs: _proofs, ...withdrawal }: WithdrawalRecord): Withdrawal => withdrawal;

export const withdrawalHandlers = [
  getGetWithdrawSettingsMockHandler(({ request }) => {
    const member = requireMember(request);
    settleDue(member.username);
    const money = paymentsOf(db.state, member.username);
    return ok<WithdrawSettings>({
      min: WITHDRAW_LIMITS.min,
      max: WITHDRAW_LIMITS.max,
      balance: member.balance,
      lockedAmount: Math.min(money.lockedAmount, member.balance),
      withdrawable: withdrawableOf(member, money),
      autoReceiptMinutes: WITHDRAW_LIMITS.autoReceiptMinutes,
      paymentPasswordSet: money.paymentPassword !== null,
      currencySymbol: member.currencySymbol,
    });
  }),

  getListWithdrawalsMockHandler(({ request }) => {
    const member = requireMember(request);
    settleDue(member.username);
    return ok(paymentsOf(db.state, member.username).withdrawals.slice(0, 10).map(publicWithdrawal));
  }),

  getCreateWithdrawalMockHandler(
    idempotent(async ({ request }) => {
      const member = requireMember(request);
      const { bankAccountId, amount, paymentPassword } = await decrypted(request, CreateWithdrawalPayload);
      const money = paymentsOf(db.state, member.username);
      const wrongPassword = paymentPasswordProblem(member.username, money, paymentPassword);
      if (wrongPassword) return wrongPassword;
      const account = money.bankAccounts.find((candidate) => candidate.id === bankAccountId);
      if (!account) return fail('No such bank account', { code: 'NO_DATA' });
      const outOfRange = amountProblem(amount, WITHDRAW_LIMITS.min, WITHDRAW_LIMITS.max);
      if (outOfRange) return fail(`Enter an amount from ${WITHDRAW_LIMITS.min} to ${WITHDRAW_LIMITS.max}`, outOfRange);
      if (amount > withdrawableOf(member, money)) return fail('Quota not sufficient', { code: 'QUOTA_NOT_SUFFICIENT' });
      const withdrawal = db.update((state) => {
        const own = paymentsOf(state, member.username);
        const time = now();
        const orderId = `WD-${time.slice(0, 10).replaceAll('-', '')}-${String(own.withdrawals.length + 1).padStart(4, '0')}`;
        // The amount is held at once: the balance drops and the account record shows it pending until it is paid.
        member.balance = cents(member.balance - amount);
        appendLedger(state, member.username, {
          id: orderId,
          time,
          type: 'withdrawal',
          amount: -amount,
          status: 'pending',
          balanceAfter: member.balance,
          remark: `${bankNameOf(account.bankCode)} ${maskAccount(account.accountNumber)}`,
        });
        const record: WithdrawalRecord = {
          orderId,
          amount,
          bankName: bankNameOf(account.bankCode),
          accountNumberMasked: maskAccount(account.accountNumber),
          status: 'processing',
          createdAt: time,
          paidAt: null,
          autoReceiptAt: null,
          receivedAmount: 0,
          remainingAmount: amount,
          autoConfirmed: false,
          payAt: Date.now() + paymentTiming.withdrawalPayoutMs,
          proofs: 0,
        };
        own.withdrawals.unshift(record);
        return record;
      });
      later(paymentTiming.withdrawalPayoutMs, () => settleDue(member.username));
      return ok(publicWithdrawal(withdrawal));
    }),
  ),

  getConfirmWithdrawalMockHandler(async ({ request }) => {
    const member = requireMember(request);
    settleDue(member.username);
    const raw = await jsonBody(request);
    checkUploads((raw as { proofs?: unknown } | null)?.proofs);
    const parsed = ConfirmWithdrawalPayload.safeParse(raw);
    if (!parsed.success) throw badRequest('Invalid confirmation');
    const { action, orderId, proofs = [] } = parsed.data;
    const money = paymentsOf(db.state, member.username);
    const waiting = money.withdrawals.filter((withdrawal) => withdrawal.status === 'awaitingConfirmation');
    const targets = action === 'allReceived' ? waiting : waiting.filter((withdrawal) => withdrawal.orderId === orderId);
    if (targets.length === 0) return fail('Nothing is waiting for your confirmation', { code: 'ORDER_CLOSED' });
    if (action === 'notReceived' && proofs.length === 0) return fail('Upload a proof image', { code: 'RECEIPT_REQUIRED' });
    db.update(() => {
      for (const withdrawal of targets) {
        withdrawal.status = action === 'notReceived' ? 'disputed' : 'completed';
        withdrawal.proofs = proofs.length;
      }
    });
    return ok(money.withdrawals.slice(0, 10).map(publicWithdrawal));
  }),
];

import {
  getAddBankAccountMockHandler,
  getGetUplineMockHandler,
  getListBankAccountsMockHandler,
  getListBanksMockHandler,
  getSetPaymentPasswordMockHandler,
  getTransferToUplineMockHandler,
} from '@generated/api/payments/payments.msw';
import { AddBankAccountPayload, PaymentPasswordPayload, TransferUplinePayload, type BankAccounts, type Upline } from '@generated/model';
import { appendLedger } from '../db/ledger';
import { BANK_ACCOUNT_LIMIT, BANKS, UPLINES, maskAccount, paymentsOf, type MemberPayments } from '../db/payments';
import { db } from '../db/store';
import { noticeToOldContact, pinProblem, reauthProblem } from '../lib/account-security';
import { idempotent } from '../lib/idempotency';
import { now } from '../lib/payment-clock';
import { bankNameOf, paymentPasswordProblem, TWO_DECIMALS } from '../lib/payment-rules';
import { decrypted } from './decrypted';
import { depositHandlers } from './payments-deposits';
import { cents, fail, ok, requireMember } from './respond';
import { withdrawalHandlers } from './payments-withdrawals';

// The payments tag. Here: the payment password, bank accounts and the transfer to the upline; deposits and
// withdrawals have their own files; the demo's money clock and the shared rules are in mocks/lib.

function bankAccountsOf(money: MemberPayments): BankAccounts {
  return {
    limit: BANK_ACCOUNT_LIMIT,
    list: money.bankAccounts.map((account) => ({
      id: account.id,
      bankCode: account.bankCode,
      bankName: bankNameOf(account.bankCode),
      payeeName: account.payeeName,
      accountNumberMasked: maskAccount(account.accountNumber),
      addedAt: account.addedAt,
    })),
  };
}

export const paymentsHandlers = [
  getSetPaymentPasswordMockHandler(async ({ request }) => {
    const member = requireMember(request);
    const payload = await decrypted(request, PaymentPasswordPayload);
    const money = paymentsOf(db.state, member.username);
    if (money.paymentPassword) {
      const wrong = pinProblem(member.username, payload.oldPaymentPassword ?? '', money.paymentPassword);
      if (wrong) return wrong;
    } else if (payload.loginPassword !== member.password) {
      return fail('Incorrect username or password', { code: 'INVALID_CREDENTIALS' });
    }
    if (payload.newPaymentPassword !== payload.confirmPaymentPassword) return fail('The two passwords are inconsistent', { code: 'PASSWORDS_INCONSISTENT' });
    if (payload.newPaymentPassword === money.paymentPassword) return fail('The new password must differ from the old one', { code: 'PASSWORD_UNCHANGED' });
    db.update((state) => {
      paymentsOf(state, member.username).paymentPassword = payload.newPaymentPassword;
    });
    return ok(true);
  }),

  getListBanksMockHandler(({ request }) => {
    requireMember(request);
    return ok(BANKS);
  }),

  getListBankAccountsMockHandler(({ request }) => {
    const member = requireMember(request);
    return ok(bankAccountsOf(paymentsOf(db.state, member.username)));
  }),

  getAddBankAccountMockHandler(async ({ request }) => {
    const member = requireMember(request);
    const { bankCode, payeeName, accountNumber, password } = await decrypted(request, AddBankAccountPayload);
    const notYou = reauthProblem(member, password);
    if (notYou) return notYou;
    if (!BANKS.some((bank) => bank.bankCode === bankCode)) return fail('Unknown bank', { code: 'INVALID_REQUEST', fields: ['bankCode'] });
    const money = paymentsOf(db.state, member.username);
    if (money.bankAccounts.length >= BANK_ACCOUNT_LIMIT) return fail(`At most ${BANK_ACCOUNT_LIMIT} bank accounts`, { code: 'BANK_ACCOUNT_LIMIT' });
    if (money.bankAccounts.some((account) => account.bankCode === bankCode && account.accountNumber === accountNumber))
      return fail('This bank account is already bound', { code: 'BANK_ACCOUNT_EXISTS' });
    const updated = db.update((state) => {
      const own = paymentsOf(state, member.username);
      own.bankAccounts.push({
        id: `BA-${member.id}-${own.bankAccounts.length + 1}`,
        bankCode,
        payeeName: payeeName.trim().toUpperCase(),
        accountNumber,
        addedAt: now(),
      });
      own.profile.payeeName ??= payeeName.trim().toUpperCase();
      return own;
    });
    noticeToOldContact(member, member, `A bank account ending ${accountNumber.slice(-4)} was added for withdrawals`);
    return ok(bankAccountsOf(updated));
  }),

  getGetUplineMockHandler(({ request }) => {
    const member = requireMember(request);
    const upline = UPLINES[member.username] ? db.memberByName(UPLINES[member.username]!) : undefined;
    return ok<Upline | null>(upline ? { account: upline.username, nickname: upline.nickname } : null);
  }),

  getTransferToUplineMockHandler(
    idempotent(async ({ request }) => {
      const member = requireMember(request);
      const { amount, paymentPassword, remark } = await decrypted(request, TransferUplinePayload);
      const upline = UPLINES[member.username] ? db.memberByName(UPLINES[member.username]!) : undefined;
      if (!upline) return fail('You have no upline agent', { code: 'NO_UPLINE' });
      const wrongPassword = paymentPasswordProblem(member.username, paymentsOf(db.state, member.username), paymentPassword);
      if (wrongPassword) return wrongPassword;
      if (!TWO_DECIMALS.test(String(amount))) return fail('Enter an amount with at most two decimals', { code: 'AMOUNT_OUT_OF_RANGE' });
      if (amount > member.balance) return fail('Quota not sufficient', { code: 'QUOTA_NOT_SUFFICIENT' });
      const entry = db.update((state) => {
        const time = now();
        member.balance = cents(member.balance - amount);
        upline.balance = cents(upline.balance + amount);
        appendLedger(state, upline.username, {
          time,
          type: 'transfer',
          amount,
          status: 'success',
          balanceAfter: upline.balance,
          remark: `← ${member.username}`,
        });
        return appendLedger(state, member.username, {
          time,
          type: 'transfer',
          amount: -amount,
          status: 'success',
          balanceAfter: member.balance,
          remark: remark ? `→ ${upline.username} · ${remark}` : `→ ${upline.username}`,
        });
      });
      return ok({ reference: entry.id, amount, balance: member.balance });
    }),
  ),
  ...depositHandlers,
  ...withdrawalHandlers,
];

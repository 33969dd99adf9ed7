import dayjs from 'dayjs';
import {
  getAddBankAccountMockHandler,
  getConfirmDepositMockHandler,
  getConfirmWithdrawalMockHandler,
  getCreateDepositMockHandler,
  getCreateWithdrawalMockHandler,
  getGetDepositOptionsMockHandler,
  getGetDepositOrderMockHandler,
  getGetUplineMockHandler,
  getGetWithdrawSettingsMockHandler,
  getListBankAccountsMockHandler,
  getListBanksMockHandler,
  getListWithdrawalsMockHandler,
  getSetPaymentPasswordMockHandler,
  getTransferToUplineMockHandler,
} from '@generated/api/payments/payments.msw';
import {
  AddBankAccountPayload,
  ConfirmDepositPayload,
  ConfirmWithdrawalPayload,
  CreateDepositPayload,
  CreateWithdrawalPayload,
  PaymentPasswordPayload,
  TransferUplinePayload,
  type BankAccounts,
  type DepositChannel,
  type DepositOrder,
  type DepositPayTo,
  type ErrorDetails,
  type Upline,
  type Withdrawal,
  type WithdrawSettings,
} from '@generated/model';
import { emitMemberEvent, type MemberEvent } from '../events';
import { appendLedger, settleLedger } from '../db/ledger';
import {
  BANK_ACCOUNT_LIMIT,
  BANKS,
  DEPOSIT_CHANNELS,
  DEPOSIT_PROMOTIONS,
  MERCHANT_ACCOUNT,
  UPLINES,
  USDT_ADDRESS,
  WITHDRAW_LIMITS,
  maskAccount,
  paymentTiming,
  paymentsOf,
  type DepositRecord,
  type MemberPayments,
  type WithdrawalRecord,
} from '../db/payments';
import { type MockMember } from '../db/personas';
import { db } from '../db/store';
import { decrypted } from './decrypted';
import { badRequest, cents, fail, jsonBody, ok, requireMember } from './respond';
import { idempotent } from '../lib/idempotency';

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_UPLOADS = 3;
const now = () => dayjs().format('YYYY-MM-DD HH:mm:ss');
const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** SPEC 5 upload rules on a raw body's image list, with the spec's messages (SPEC 8). */
function checkUploads(images: unknown): void {
  // The contract refuses these bodies (maxItems, enum, maximum): a 400 that still names the rule broken.
  if (!Array.isArray(images)) return;
  if (images.length > MAX_UPLOADS) throw badRequest('More than 3 images', { code: 'UPLOAD_TOO_MANY' });
  for (const image of images as Array<{ contentType?: unknown; size?: unknown }>) {
    if (image.contentType !== 'image/png' && image.contentType !== 'image/jpeg') throw badRequest('Only png or jpg', { code: 'UPLOAD_WRONG_TYPE' });
    if (typeof image.size === 'number' && image.size > MAX_UPLOAD_BYTES) throw badRequest('Image over 5 MB', { code: 'UPLOAD_TOO_LARGE' });
  }
}

function later(ms: number, run: () => void) {
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
        withdrawal.autoReceiptAt = dayjs().add(WITHDRAW_LIMITS.autoReceiptMinutes, 'minute').format('YYYY-MM-DD HH:mm:ss');
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

const publicDeposit = ({ creditAt: _creditAt, ...order }: DepositRecord): DepositOrder => order;
const publicWithdrawal = ({ payAt: _payAt, proofs: _proofs, ...withdrawal }: WithdrawalRecord): Withdrawal => withdrawal;

function bankAccountsOf(money: MemberPayments): BankAccounts {
  return {
    limit: BANK_ACCOUNT_LIMIT,
    list: money.bankAccounts.map((account) => ({
      id: account.id,
      bankCode: account.bankCode,
      bankName: BANKS.find((bank) => bank.bankCode === account.bankCode)?.bankName ?? account.bankCode,
      payeeName: account.payeeName,
      accountNumberMasked: maskAccount(account.accountNumber),
      addedAt: account.addedAt,
    })),
  };
}

/** The withdrawable balance: the main balance less what bonus turnover locks, never below 0. */
const withdrawableOf = (member: MockMember, money: MemberPayments) => Math.max(0, cents(member.balance - money.lockedAmount));

function payToFor(channel: DepositChannel, orderId: string, reference: string, amount: number): DepositPayTo {
  switch (channel.type) {
    case 'BANK_TRANSFER':
      return { kind: 'bank', ...MERCHANT_ACCOUNT };
    case 'USDT':
      return {
        kind: 'address',
        network: USDT_ADDRESS.network,
        address: USDT_ADDRESS.address,
        rate: USDT_ADDRESS.rate,
        cryptoAmount: cents(amount / USDT_ADDRESS.rate),
      };
    default: {
      // An EMV-style merchant QR payload (DuitNow and the e-wallets read the same format): merchant, amount, reference.
      const value = amount.toFixed(2);
      const qrContent = `000201010212265800${channel.id}0108ROYALLOBBY5204599953034585${String(value.length).padStart(2, '0')}${value}5802MY5911ROYAL LOBBY6012KUALA LUMPUR62${String(orderId.length + 4).padStart(2, '0')}05${String(orderId.length).padStart(2, '0')}${orderId}6304${reference.slice(0, 4)}`;
      return { kind: 'qr', accountName: MERCHANT_ACCOUNT.accountName, qrContent };
    }
  }
}

/** Checks the payment password of a money call; null when it is right. */
function paymentPasswordProblem(money: MemberPayments, given: string) {
  if (!money.paymentPassword) return fail('Set a payment password first', { code: 'PAYMENT_PASSWORD_NOT_SET' });
  if (given !== money.paymentPassword) return fail('Incorrect payment password', { code: 'WRONG_PAYMENT_PASSWORD' });
  return null;
}

const amountProblem = (amount: number, min: number, max: number): ErrorDetails | null =>
  !TWO_DECIMALS.test(String(amount)) || amount < min || amount > max ? { code: 'AMOUNT_OUT_OF_RANGE' } : null;

export const paymentsHandlers = [
  getSetPaymentPasswordMockHandler(async ({ request }) => {
    const member = requireMember(request);
    const payload = await decrypted(request, PaymentPasswordPayload);
    const money = paymentsOf(db.state, member.username);
    if (money.paymentPassword) {
      if (payload.oldPaymentPassword !== money.paymentPassword) return fail('Incorrect payment password', { code: 'WRONG_PAYMENT_PASSWORD' });
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
    const parsed = AddBankAccountPayload.safeParse(await jsonBody(request));
    if (!parsed.success)
      throw badRequest('Invalid bank account', { code: 'INVALID_REQUEST', fields: parsed.error.issues.map((issue) => issue.path.join('.')) });
    const { bankCode, payeeName, accountNumber } = parsed.data;
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
    return ok(bankAccountsOf(updated));
  }),

  getGetDepositOptionsMockHandler(({ request }) => {
    const member = requireMember(request);
    return ok({ channels: DEPOSIT_CHANNELS, promotions: DEPOSIT_PROMOTIONS, currencySymbol: member.currencySymbol });
  }),

  getCreateDepositMockHandler(
    idempotent(async ({ request }) => {
      const member = requireMember(request);
      const parsed = CreateDepositPayload.safeParse(await jsonBody(request));
      if (!parsed.success) throw badRequest('Invalid deposit');
      const { channelId, amount, promotionId } = parsed.data;
      const channel = DEPOSIT_CHANNELS.find((candidate) => candidate.id === channelId);
      if (!channel) return fail('Unknown channel', { code: 'NO_DATA' });
      const outOfRange = amountProblem(amount, channel.min, channel.max);
      if (outOfRange) return fail(`Enter an amount from ${channel.min} to ${channel.max}`, outOfRange);
      const promotion = promotionId ? DEPOSIT_PROMOTIONS.find((candidate) => candidate.id === promotionId) : undefined;
      if (promotionId && !promotion) return fail('Unknown promotion', { code: 'NO_DATA' });
      if (promotion && amount < promotion.minDeposit) return fail('The deposit does not qualify for the promotion', { code: 'PROMOTION_NOT_ELIGIBLE' });
      const bonus = promotion ? cents(Math.min(amount * promotion.bonusRate, promotion.maxBonus)) : 0;
      const order = db.update((state) => {
        const money = paymentsOf(state, member.username);
        const time = now();
        const orderId = `DP-${time.slice(0, 10).replaceAll('-', '')}-${String(money.deposits.length + 1).padStart(4, '0')}`;
        const reference = `RL${(member.id * 1000 + money.deposits.length + 1).toString(36).toUpperCase()}`;
        const record: DepositRecord = {
          orderId,
          reference,
          channelId,
          channelType: channel.type,
          amount,
          bonus,
          promotionId: promotion?.id ?? null,
          status: 'awaitingPayment',
          createdAt: time,
          expiresAt: dayjs().add(30, 'minute').format('YYYY-MM-DD HH:mm:ss'),
          creditedAt: null,
          receiptCount: 0,
          payTo: payToFor(channel, orderId, reference, amount),
          creditAt: null,
        };
        money.deposits.unshift(record);
        appendLedger(state, member.username, { id: orderId, time, type: 'deposit', amount, status: 'pending', remark: channel.name });
        return record;
      });
      return ok(publicDeposit(order));
    }),
  ),

  getGetDepositOrderMockHandler(({ request, params }) => {
    const member = requireMember(request);
    settleDue(member.username);
    const order = paymentsOf(db.state, member.username).deposits.find((candidate) => candidate.orderId === params.orderId);
    return order ? ok(publicDeposit(order)) : fail('No such deposit', { code: 'NO_DATA' });
  }),

  getConfirmDepositMockHandler(async ({ request, params }) => {
    const member = requireMember(request);
    const raw = await jsonBody(request);
    checkUploads((raw as { receipts?: unknown } | null)?.receipts);
    const parsed = ConfirmDepositPayload.safeParse(raw);
    if (!parsed.success) throw badRequest('Invalid receipt');
    const order = paymentsOf(db.state, member.username).deposits.find((candidate) => candidate.orderId === params.orderId);
    if (!order) return fail('No such deposit', { code: 'NO_DATA' });
    if (order.status !== 'awaitingPayment') return fail('This deposit was already submitted', { code: 'ORDER_CLOSED' });
    const channel = DEPOSIT_CHANNELS.find((candidate) => candidate.id === order.channelId);
    if (channel?.receiptRequired && parsed.data.receipts.length === 0) return fail('Upload the receipt of your transfer', { code: 'RECEIPT_REQUIRED' });
    db.update(() => {
      order.status = 'pending';
      order.receiptCount = parsed.data.receipts.length;
      order.creditAt = Date.now() + paymentTiming.depositCreditMs;
    });
    later(paymentTiming.depositCreditMs, () => settleDue(member.username));
    return ok(publicDeposit(order));
  }),

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
      const wrongPassword = paymentPasswordProblem(money, paymentPassword);
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
          remark: `${BANKS.find((bank) => bank.bankCode === account.bankCode)?.bankName ?? account.bankCode} ${maskAccount(account.accountNumber)}`,
        });
        const record: WithdrawalRecord = {
          orderId,
          amount,
          bankName: BANKS.find((bank) => bank.bankCode === account.bankCode)?.bankName ?? account.bankCode,
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
      const wrongPassword = paymentPasswordProblem(paymentsOf(db.state, member.username), paymentPassword);
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
];

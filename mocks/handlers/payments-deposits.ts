import dayjs from 'dayjs';
import {
  getConfirmDepositMockHandler,
  getCreateDepositMockHandler,
  getGetDepositOptionsMockHandler,
  getGetDepositOrderMockHandler,
} from '@generated/api/payments/payments.msw';
import { ConfirmDepositPayload, CreateDepositPayload, type DepositChannel, type DepositOrder, type DepositPayTo } from '@generated/model';
import { appendLedger } from '../db/ledger';
import { DEPOSIT_CHANNELS, DEPOSIT_PROMOTIONS, MERCHANT_ACCOUNT, USDT_ADDRESS, paymentTiming, paymentsOf, type DepositRecord } from '../db/payments';
import { depositRefusal } from '../db/play-safely';
import { db } from '../db/store';
import { idempotent } from '../lib/idempotency';
import { later, settleDue } from '../lib/payment-clock';
import { amountProblem, checkUploads } from '../lib/payment-rules';
import { badRequest, cents, fail, jsonBody, ok, requireMember } from './respond';
import { now, stamp } from '../lib/clock';

// Deposits (SPEC 4): the channels, an order with what to pay to, the receipt, the credit about 10 s later.

const publicDeposit = ({ creditAt: _creditAt, ...order }: DepositRecord): DepositOrder => order;

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
      // The channel's https link into the payer's bank app (contract 2.4.0): the phone that shows the QR cannot scan it.
      const appLink = `https://pay.duitnow.example/open?ref=${encodeURIComponent(orderId)}`;
      return { kind: 'qr', accountName: MERCHANT_ACCOUNT.accountName, qrContent, appLink };
    }
  }
}

export const depositHandlers = [
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
      // Play safely (issue 30): a deposit a limit refuses opens no order.
      const limit = depositRefusal(member.username, amount);
      if (limit) return fail(`Deposit limit reached: ${limit.value} until ${limit.resetsAt}`, { code: 'DEPOSIT_LIMIT_REACHED', limit });
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
          expiresAt: stamp(dayjs().add(30, 'minute')),
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
];

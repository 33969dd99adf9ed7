import {
  getGetConsolidatedFundsMockHandler,
  getGetMerchantWalletMockHandler,
  getGetWalletBalanceMockHandler,
  getRecallWalletsMockHandler,
  getTransferWalletMockHandler,
} from '@generated/api/wallet/wallet.msw';
import { WalletTransferPayload, type ConsolidatedFunds, type WalletBalance, type WalletEntry } from '@generated/model';
import { CONTRACT_FLAGS, NO_CONTRACT_FLAGS } from '../db/agent';
import { VENDORS } from '../db/catalogue';
import { appendLedger } from '../db/ledger';
import { db } from '../db/store';
import { settleDue } from '../lib/payment-clock';
import { cents, fail, jsonBody, ok, requireMember } from './respond';
import { idempotent } from '../lib/idempotency';
import { now } from '../lib/clock';

export const MAIN_WALLET = 'MAIN';

export const walletHandlers = [
  getGetWalletBalanceMockHandler(({ request }) => {
    const member = requireMember(request);
    // A deposit credited (or a withdrawal paid) since the last look shows in the balance.
    settleDue(member.username);
    return ok<WalletBalance>({
      balance: member.balance,
      currencySymbol: member.currencySymbol,
      wallets: [
        { code: MAIN_WALLET, name: 'Main wallet', balance: member.balance },
        ...Object.entries(member.wallets).map(([code, balance]) => ({ code, name: VENDORS[code]?.name ?? code, balance })),
      ],
    });
  }),

  getGetMerchantWalletMockHandler(({ request }) => {
    const member = requireMember(request);
    const single = new URL(request.url).searchParams.get('isSingle') === 'true';
    const wallets: WalletEntry[] = Object.entries(member.wallets).map(([code, balance]) => ({ code, name: VENDORS[code]?.name ?? code, balance }));
    return ok(single ? wallets.slice(0, 1) : wallets);
  }),

  getTransferWalletMockHandler(
    idempotent(async ({ request }) => {
      const member = requireMember(request);
      const parsed = WalletTransferPayload.safeParse(await jsonBody(request));
      if (!parsed.success) return fail('Invalid transfer', { code: 'INVALID_REQUEST' });
      const { from, to, amount } = parsed.data;
      if (from === to) return fail('Choose two different wallets', { code: 'SAME_WALLET' });
      const isWallet = (code: string) => code === MAIN_WALLET || code in member.wallets;
      if (!isWallet(from) || !isWallet(to)) return fail('Unknown wallet', { code: 'UNKNOWN_WALLET' });
      const available = from === MAIN_WALLET ? member.balance : (member.wallets[from] ?? 0);
      if (amount > available) return fail('Quota not sufficient', { code: 'QUOTA_NOT_SUFFICIENT' });
      db.update((state) => {
        if (from === MAIN_WALLET) member.balance = cents(member.balance - amount);
        else member.wallets[from] = cents((member.wallets[from] ?? 0) - amount);
        if (to === MAIN_WALLET) member.balance = cents(member.balance + amount);
        else member.wallets[to] = cents((member.wallets[to] ?? 0) + amount);
        // The account record shows the move, signed from the main wallet's side.
        appendLedger(state, member.username, {
          time: now(),
          type: 'transfer',
          amount: from === MAIN_WALLET ? -amount : amount,
          status: 'success',
          balanceAfter: member.balance,
          remark: `${from} → ${to}`,
        });
      });
      return ok(true);
    }),
  ),

  getGetConsolidatedFundsMockHandler(({ request }) => {
    // Each agent persona has its own contract types (README, demo accounts); other accounts none.
    const member = requireMember(request);
    settleDue(member.username);
    const vendorBalance = cents(Object.values(member.wallets).reduce((sum, balance) => sum + balance, 0));
    const heldBalance = cents(
      (db.state.payments?.[member.username]?.withdrawals ?? [])
        .filter((withdrawal) => withdrawal.status === 'processing')
        .reduce((sum, w) => sum + w.amount, 0),
    );
    return ok<ConsolidatedFunds>({
      ...(CONTRACT_FLAGS[member.username] ?? NO_CONTRACT_FLAGS),
      totalBalance: cents(member.balance + vendorBalance + heldBalance),
      mainBalance: member.balance,
      vendorBalance,
      heldBalance,
    });
  }),

  /** All back to main: every vendor wallet with money moves to MAIN, each move recorded like a transfer. */
  getRecallWalletsMockHandler(
    idempotent(({ request }) => {
      const member = requireMember(request);
      const recalled = db.update((state) => {
        let total = 0;
        for (const [code, balance] of Object.entries(member.wallets)) {
          if (balance <= 0) continue;
          member.wallets[code] = 0;
          member.balance = cents(member.balance + balance);
          total = cents(total + balance);
          appendLedger(state, member.username, {
            time: now(),
            type: 'transfer',
            amount: balance,
            status: 'success',
            balanceAfter: member.balance,
            remark: `${code} → ${MAIN_WALLET}`,
          });
        }
        return total;
      });
      return ok({ recalled, balance: member.balance });
    }),
  ),
];

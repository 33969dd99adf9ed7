import { http } from 'msw';
import { WalletTransferPayload, type ConsolidatedFunds, type WalletBalance, type WalletEntry } from '@generated/model';
import { VENDORS } from '../db/catalogue';
import { db } from '../db/store';
import { cents, fail, jsonBody, memberOf, ok, unauthorized } from './respond';

export const MAIN_WALLET = 'MAIN';

export const walletHandlers = [
  http.get('*/wps/v2/wallets/balance', ({ request }) => {
    const member = memberOf(request);
    if (!member) return unauthorized();
    return ok<WalletBalance>({
      balance: member.balance,
      currencySymbol: member.currencySymbol,
      wallets: [
        { code: MAIN_WALLET, name: 'Main wallet', balance: member.balance },
        ...Object.entries(member.wallets).map(([code, balance]) => ({ code, name: VENDORS[code]?.name ?? code, balance })),
      ],
    });
  }),

  http.get('*/wps/relay/GCS_merchantWallet', ({ request }) => {
    const member = memberOf(request);
    if (!member) return unauthorized();
    const single = new URL(request.url).searchParams.get('isSingle') === 'true';
    const wallets: WalletEntry[] = Object.entries(member.wallets).map(([code, balance]) => ({ code, name: VENDORS[code]?.name ?? code, balance }));
    return ok(single ? wallets.slice(0, 1) : wallets);
  }),

  http.post('*/wps/relay/GCS_walletTransfer', async ({ request }) => {
    const member = memberOf(request);
    if (!member) return unauthorized();
    const parsed = WalletTransferPayload.safeParse(await jsonBody(request));
    if (!parsed.success) return fail('Invalid transfer');
    const { from, to, amount } = parsed.data;
    if (from === to) return fail('Choose two different wallets');
    const isWallet = (code: string) => code === MAIN_WALLET || code in member.wallets;
    if (!isWallet(from) || !isWallet(to)) return fail('Unknown wallet');
    const available = from === MAIN_WALLET ? member.balance : (member.wallets[from] ?? 0);
    if (amount > available) return fail('Quota not sufficient');
    db.update(() => {
      if (from === MAIN_WALLET) member.balance = cents(member.balance - amount);
      else member.wallets[from] = cents((member.wallets[from] ?? 0) - amount);
      if (to === MAIN_WALLET) member.balance = cents(member.balance + amount);
      else member.wallets[to] = cents((member.wallets[to] ?? 0) + amount);
    });
    return ok(true);
  }),

  http.get('*/wps/member/info/funds/consolidated', ({ request }) => {
    const member = memberOf(request);
    if (!member) return unauthorized();
    return ok<ConsolidatedFunds>({
      dailysalreqtype: 'salary',
      divtypereq: 'enableCt',
      contracthoursalreq: 'hourSalary',
      realtimesalreqtype: 'agentRealtimeSalary',
      enableSalary: true,
      enableContract: true,
    });
  }),
];

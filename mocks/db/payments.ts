import type { Bank, DepositChannel, DepositPromotion } from '@generated/model';
import type { DbState, MemberPayments, ProfileExtras } from './state';

export type { BankAccountRecord, DepositRecord, MemberPayments, ProfileExtras, WithdrawalRecord } from './state';

/**
 * The money side of a demo member that the personas do not hold: profile
 * labels, the payment password, bank accounts for withdrawal, deposit and
 * withdrawal orders, and the part of the balance locked by bonus turnover.
 * Kept in `db` under `state.payments[username]`, created on first use, so an
 * older stored demo world gains it without a reset.
 */

/**
 * How long the demo takes to credit a deposit after "I have paid" and to pay
 * out a withdrawal. Tests and the demo story shorten them.
 */
export const paymentTiming = { depositCreditMs: 10_000, withdrawalPayoutMs: 3_000 };

export const BANK_ACCOUNT_LIMIT = 3;
export const WITHDRAW_LIMITS = { min: 50, max: 30_000, autoReceiptMinutes: 30 };

export const BANKS: Bank[] = [
  { bankCode: 'MBB', bankName: 'Maybank' },
  { bankCode: 'CIMB', bankName: 'CIMB Bank' },
  { bankCode: 'PBB', bankName: 'Public Bank' },
  { bankCode: 'RHB', bankName: 'RHB Bank' },
  { bankCode: 'HLB', bankName: 'Hong Leong Bank' },
  { bankCode: 'AMB', bankName: 'AmBank' },
  { bankCode: 'BIMB', bankName: 'Bank Islam' },
  { bankCode: 'BSN', bankName: 'Bank Simpanan Nasional' },
];

export const DEPOSIT_CHANNELS: DepositChannel[] = [
  {
    id: 'BANK-MBB',
    type: 'BANK_TRANSFER',
    name: 'Online bank transfer',
    min: 30,
    max: 50_000,
    quickAmounts: [50, 100, 300, 500, 1000, 3000],
    receiptRequired: true,
    processingMinutes: 5,
  },
  {
    id: 'TNG',
    type: 'EWALLET',
    name: "Touch 'n Go eWallet",
    min: 10,
    max: 5_000,
    quickAmounts: [10, 50, 100, 200, 500],
    receiptRequired: false,
    processingMinutes: 3,
  },
  {
    id: 'DUITNOW',
    type: 'QR',
    name: 'DuitNow QR',
    min: 10,
    max: 10_000,
    quickAmounts: [30, 50, 100, 300, 500, 1000],
    receiptRequired: false,
    processingMinutes: 3,
  },
  {
    id: 'USDT-TRC20',
    type: 'USDT',
    name: 'USDT (TRC20)',
    min: 50,
    max: 100_000,
    quickAmounts: [100, 500, 1000, 5000],
    receiptRequired: false,
    processingMinutes: 10,
  },
];

export const DEPOSIT_PROMOTIONS: DepositPromotion[] = [
  { id: 'DAILY10', name: 'Daily reload 10%', bonusRate: 0.1, maxBonus: 300, minDeposit: 100, turnoverMultiplier: 5 },
  { id: 'WEEKEND20', name: 'Weekend bonus 20%', bonusRate: 0.2, maxBonus: 500, minDeposit: 300, turnoverMultiplier: 8 },
];

/** Where each channel is paid to. */
export const MERCHANT_ACCOUNT = { bankName: 'Maybank', accountName: 'ROYAL LOBBY SDN BHD', accountNumber: '5140 1234 5678' };
export const USDT_ADDRESS = { network: 'TRC20', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', rate: 4.45 };

/** Upline agents of the demo accounts (SPEC 6: downlines transfer to uplines). */
export const UPLINES: Record<string, string> = { demo: 'agent1', newbie: 'agent2', agent41: 'agent1', agent42: 'agent1' };

const EMPTY_PROFILE: ProfileExtras = {
  fullname: null,
  payeeName: null,
  countryDialingCode: '+60',
  birthday: null,
  address: null,
  nationality: null,
  occupation: null,
  sourceOfIncome: null,
  placeOfBirth: null,
  telegram: null,
  zalo: null,
  registeredAt: null,
};

function seedFor(username: string): MemberPayments {
  if (username === 'demo') {
    return {
      profile: {
        fullname: 'Aung Min Htet',
        payeeName: 'AUNG MIN HTET',
        countryDialingCode: '+60',
        birthday: '1994-03-18',
        address: 'No. 12, Jalan Ampang, Kuala Lumpur',
        nationality: 'Myanmar',
        occupation: 'Engineer',
        sourceOfIncome: 'Salary',
        placeOfBirth: 'Yangon',
        telegram: '@demoplayer',
        zalo: null,
        registeredAt: '2025-06-02 10:14:00',
      },
      paymentPassword: '246810',
      bankAccounts: [{ id: 'BA-10001-1', bankCode: 'MBB', payeeName: 'AUNG MIN HTET', accountNumber: '514012344821', addedAt: '2026-03-02 11:20:00' }],
      deposits: [],
      withdrawals: [],
      lockedAmount: 345.67,
    };
  }
  return { profile: { ...EMPTY_PROFILE }, paymentPassword: null, bankAccounts: [], deposits: [], withdrawals: [], lockedAmount: 0 };
}

/** The member's money state, created on first use. Call inside `db.update` when you change it. */
export function paymentsOf(state: DbState, username: string): MemberPayments {
  const all = (state.payments ??= {});
  return (all[username] ??= seedFor(username));
}

/** All but the last four digits hidden. */
export function maskAccount(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  return `${'*'.repeat(Math.max(0, digits.length - 4))}${digits.slice(-4)}`;
}

/** 0123456789 → 012****789. */
export function maskMobile(mobile: string): string {
  const digits = mobile.replace(/\D/g, '');
  if (digits.length <= 6) return digits;
  return `${digits.slice(0, 3)}${'*'.repeat(digits.length - 6)}${digits.slice(-3)}`;
}

/** demo@example.com → de**@example.com. */
export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 2)}${'*'.repeat(Math.max(2, name.length - 2))}@${domain}`;
}

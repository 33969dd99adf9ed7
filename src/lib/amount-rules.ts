/**
 * Every amount a person types (transfer, deposit, withdrawal, transfer to the
 * upline or to a downline) passes the same rules before anything is sent: a
 * number, above 0, at most two decimals, within the contract's limits (`x-decimal-places:
 * 2`, 0.01 to 99,999,999.99, issue 21, ADR 0019) and those of the channel or the
 * page, and not above what can be used. Pure, so the rules have their own tests.
 */

/** The contract's bounds of every money amount (openapi.yaml, the money payloads' `amount`). */
export const MONEY_AMOUNT = { min: 0.01, max: 99_999_999.99, step: 0.01 } as const;
export type AmountRule = {
  /** Smallest amount allowed (a channel's or the withdrawal's minimum). */
  min?: number;
  /** Largest amount allowed. */
  max?: number;
  /** What the member can use (a wallet's balance, the withdrawable balance). */
  available?: number;
};

export type AmountProblem = 'empty' | 'notNumber' | 'notPositive' | 'tooManyDecimals' | 'belowMin' | 'aboveMax' | 'aboveAvailable';

const NUMBER = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** The amount in a typed text, or null when it is not a plain decimal number. */
export function parseAmount(input: string): number | null {
  const text = input.trim();
  return NUMBER.test(text) ? Number(text) : null;
}

/** The first rule a typed amount breaks, or null when it may be sent. */
export function amountProblem(input: string, rule: AmountRule = {}): AmountProblem | null {
  const text = input.trim();
  if (text === '') return 'empty';
  const amount = parseAmount(text);
  if (amount === null || !Number.isFinite(amount)) return 'notNumber';
  if (amount <= 0) return 'notPositive';
  if ((text.split('.')[1] ?? '').length > 2) return 'tooManyDecimals';
  if (rule.min !== undefined && amount < rule.min) return 'belowMin';
  if (amount > Math.min(rule.max ?? MONEY_AMOUNT.max, MONEY_AMOUNT.max)) return 'aboveMax';
  if (rule.available !== undefined && amount > rule.available) return 'aboveAvailable';
  return null;
}

/** Rounds down to whole cents: never offer more than there is. */
export function floorCents(amount: number): number {
  return Math.floor(Math.round(amount * 1000) / 10) / 100;
}

/**
 * The withdrawable balance: the main balance less what unmet bonus turnover
 * locks and what withdrawals already hold, never below 0, in whole cents.
 * Vendor wallets are not withdrawable until they are back in the main wallet.
 */
export function withdrawableBalance({ balance, locked = 0, held = 0 }: { balance: number; locked?: number; held?: number }): number {
  return Math.max(0, floorCents(balance - locked - held));
}

/** The most a withdrawal may be right now: the withdrawable balance, capped by the maximum. */
export function withdrawCeiling({ withdrawable, max }: { withdrawable: number; max: number }): number {
  return Math.max(0, Math.min(withdrawable, max));
}

/** The bonus a deposit earns in a promotion (0 when it does not qualify), in cents. */
export function depositBonus(amount: number, promotion: { bonusRate: number; maxBonus: number; minDeposit: number } | undefined): number {
  if (!promotion || !(amount >= promotion.minDeposit)) return 0;
  return Math.round(Math.min(amount * promotion.bonusRate, promotion.maxBonus) * 100) / 100;
}

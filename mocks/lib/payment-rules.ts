import type { ErrorDetails } from '@generated/model';
import { BANKS, type MemberPayments } from '../db/payments';
import type { MockMember } from '../db/personas';
import { badRequest, cents, fail } from '../handlers/respond';
import { pinProblem } from './account-security';

// The rules the money calls share: amounts, the payment password, uploads, what may be withdrawn.

const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const MAX_UPLOADS = 3;
export const TWO_DECIMALS = /^\d+(\.\d{1,2})?$/;

/** SPEC 5 upload rules on a raw body's image list, with the spec's messages (SPEC 8). */
export function checkUploads(images: unknown): void {
  // The contract refuses these bodies (maxItems, enum, maximum): a 400 that still names the rule broken.
  if (!Array.isArray(images)) return;
  if (images.length > MAX_UPLOADS) throw badRequest('More than 3 images', { code: 'UPLOAD_TOO_MANY' });
  for (const image of images as Array<{ contentType?: unknown; size?: unknown }>) {
    if (image.contentType !== 'image/png' && image.contentType !== 'image/jpeg') throw badRequest('Only png or jpg', { code: 'UPLOAD_WRONG_TYPE' });
    if (typeof image.size === 'number' && image.size > MAX_UPLOAD_BYTES) throw badRequest('Image over 5 MB', { code: 'UPLOAD_TOO_LARGE' });
  }
}

/** Checks the payment password of a money call (and its lockout, account-security.ts); null when it is right. */
export function paymentPasswordProblem(username: string, money: MemberPayments, given: string) {
  if (!money.paymentPassword) return fail('Set a payment password first', { code: 'PAYMENT_PASSWORD_NOT_SET' });
  return pinProblem(username, given, money.paymentPassword);
}

export const amountProblem = (amount: number, min: number, max: number): ErrorDetails | null =>
  !TWO_DECIMALS.test(String(amount)) || amount < min || amount > max ? { code: 'AMOUNT_OUT_OF_RANGE' } : null;

/** The withdrawable balance: the main balance less what bonus turnover locks, never below 0. */
export const withdrawableOf = (member: MockMember, money: MemberPayments) => Math.max(0, cents(member.balance - money.lockedAmount));

/** A bank's name from its code (the code itself for a bank the list no longer has). */
export const bankNameOf = (bankCode: string) => BANKS.find((bank) => bank.bankCode === bankCode)?.bankName ?? bankCode;

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@generated/contract/operations';
import { MONEY_AMOUNT } from '@/lib/amount-rules';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { SESSION_LIFETIME } from '@mocks/db/store';
import { PIN_LOCKOUT } from '@mocks/lib/account-security';
import { addDecimalPlaces, decimalPlaces } from '../../../scripts/verify/decimal-places.ts';
import { CONTRACT_FILE } from '../../support/contract';

/**
 * The server's rules of issue 21 are written in the contract: every call that
 * moves money or value takes the Idempotency-Key, every money amount is whole
 * cents within one pair of limits (the forms' own, src/lib/amount-rules), and
 * every protected operation says who may call it.
 */
type Schema = { properties?: Record<string, { type?: string; pattern?: string; minimum?: number; maximum?: number; exclusiveMinimum?: number }> };
const spec = parse(readFileSync(CONTRACT_FILE, 'utf8')) as { components: { schemas: Record<string, Schema> } };

const MOVES_VALUE = [
  'transferWallet',
  'recallWallets',
  'transferToUpline',
  'createWithdrawal',
  'createDeposit',
  'convertPoints',
  'redeemPoints',
  'openRedEnvelope',
  'claimRebate',
  'claimPromotionReward',
  'claimRafflePromotion',
  'transferToDownline',
];

describe('the contract’s money and access rules', () => {
  it('gives exactly the calls that move money or value an Idempotency-Key', () => {
    expect(
      OPERATIONS.filter((operation) => operation.idempotent)
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual([...MOVES_VALUE].sort());
  });

  it.each(['WalletTransferPayload', 'CreateDepositPayload', 'CreateWithdrawalPayload', 'TransferUplinePayload', 'DownlineTransferPayload'])(
    '%s: the amount has at most two decimals (x-decimal-places, ADR 0019) within the forms’ limits',
    (name) => {
      const amount = spec.components.schemas[name]?.properties?.amount;
      expect(amount).toMatchObject({ type: 'number', 'x-decimal-places': 2, minimum: MONEY_AMOUNT.min, maximum: MONEY_AMOUNT.max });
      expect(amount).not.toHaveProperty('exclusiveMinimum');
      // multipleOf: 0.01 is what Ajv's defaults refuse for 76543.21: it must not come back.
      expect(amount).not.toHaveProperty('multipleOf');
    },
  );

  it('says who may call every protected operation, and only a few accept a limited session', () => {
    for (const operation of OPERATIONS.filter((entry) => entry.protected)) {
      expect(operation.allowedRoles.length, operation.operationId).toBeGreaterThan(0);
      // 403 wherever a session can be refused: a role left out, or a limited session not accepted.
      const refusable = operation.allowedRoles.length < 3 || !operation.limitedSession;
      expect(operation.statuses.includes('403'), operation.operationId).toBe(refusable);
    }
    expect(
      OPERATIONS.filter((operation) => operation.limitedSession)
        .map((operation) => operation.operationId)
        .sort(),
    ).toEqual(['changePassword', 'getMemberInfo', 'logout']);
    for (const operationId of MOVES_VALUE) {
      expect(OPERATIONS.find((operation) => operation.operationId === operationId)?.allowedRoles, operationId).not.toContain('trial');
    }
  });
});

type Info = { description: string; 'x-session-lifetime': unknown; 'x-payment-password-lockout': unknown };
type PathItem = Record<string, { operationId?: string; 'x-encrypted'?: boolean; 'x-encrypted-payload'?: { $ref: string } }>;
const full = parse(readFileSync(CONTRACT_FILE, 'utf8')) as { info: Info; paths: Record<string, PathItem>; components: { schemas: Record<string, Schema> } };
const operations = Object.values(full.paths).flatMap((item) => Object.values(item));
const byId = (operationId: string) => OPERATIONS.find((operation) => operation.operationId === operationId);

describe('the contract’s rules of issue 28', () => {
  it('states the session lifetimes and the payment-password lockout the mocks enforce', () => {
    expect(full.info['x-session-lifetime']).toMatchObject(SESSION_LIFETIME);
    expect(full.info['x-payment-password-lockout']).toMatchObject(PIN_LOCKOUT);
    expect(full.info.description).toContain(`${SESSION_LIFETIME.idleSeconds / 60} minutes`);
    expect(full.info.description).toContain(`${PIN_LOCKOUT.lockSeconds / 60} minutes`);
  });

  it('asks for the login password, encrypted, and declares 429 on every account change', () => {
    for (const [operationId, payload] of [
      ['bindMobile', 'BindMobilePayload'],
      ['bindEmail', 'BindEmailPayload'],
      ['addBankAccount', 'AddBankAccountPayload'],
    ] as const) {
      const operation = operations.find((entry) => entry.operationId === operationId);
      expect(operation?.['x-encrypted'], operationId).toBe(true);
      expect(operation?.['x-encrypted-payload']?.$ref).toBe(`#/components/schemas/${payload}`);
      expect((full.components.schemas[payload] as { required?: string[] }).required, payload).toContain('password');
      expect(byId(operationId)?.statuses, operationId).toContain('429');
    }
    expect(full.components.schemas.BindMobilePayload?.properties).toHaveProperty('oldVerificationCode');
  });

  it('declares 429 on the calls the review named and on every call that takes a payment password', () => {
    const pinCalls = ['createWithdrawal', 'transferToUpline', 'transferToDownline', 'setPaymentPassword'];
    for (const operationId of ['confirmWithdrawal', 'confirmDeposit', 'createAppLinkCode', 'createDownline', ...pinCalls])
      expect(byId(operationId)?.statuses, operationId).toContain('429');
  });

  it('gives every payment password the six-digit pattern', () => {
    const found: string[] = [];
    for (const [name, schema] of Object.entries(full.components.schemas))
      for (const [property, field] of Object.entries(schema.properties ?? {}))
        if (/paymentPassword$/i.test(property)) {
          found.push(`${name}.${property}`);
          expect(field.pattern, `${name}.${property}`).toBe('^\\d{6}$');
        }
    expect(found).toEqual(
      expect.arrayContaining(['DownlineTransferPayload.paymentPassword', 'CreateWithdrawalPayload.paymentPassword', 'RegisterPayload.paymentPassword']),
    );
  });

  it('lists exactly the x-encrypted operations in its description, and says the nonce and timestamp are bound', () => {
    const encrypted = operations.filter((operation) => operation['x-encrypted']).map((operation) => operation.operationId);
    const listed = /The (\d+) operations with `x-encrypted: true` \(([^)]+)\)/.exec(full.info.description.replace(/\s+/g, ' '));
    expect(listed?.[2]?.split(', ').sort()).toEqual([...encrypted].sort());
    expect(Number(listed?.[1])).toBe(encrypted.length);
    expect(full.info.description).not.toContain('No additional authenticated data');
  });
});

describe('money amounts under Ajv’s default options (ADR 0019)', () => {
  // What a Node backend would use: no multipleOfPrecision; x-decimal-places is an unknown keyword it ignores.
  const ajv = new Ajv2020({ strict: false });
  ajv.addSchema(full as object, 'spec');
  const amountOf = (name: string) => ajv.compile({ $ref: `spec#/components/schemas/${name}/properties/amount` });

  it.each(['WalletTransferPayload', 'CreateWithdrawalPayload', 'TransferUplinePayload', 'DownlineTransferPayload'])(
    '%s: the contract’s own amounts validate, 76543.21 among them',
    (name) => {
      const validate = amountOf(name);
      for (const amount of [76543.21, 12345.67, 0.01, 99999999.99, 1520]) expect(validate(amount), String(amount)).toBe(true);
    },
  );

  it('the checker’s keyword refuses a third decimal that Ajv’s defaults let through', () => {
    const strict = new Ajv2020({ strict: false });
    addDecimalPlaces(strict);
    strict.addSchema(full as object, 'spec');
    const validate = strict.compile({ $ref: 'spec#/components/schemas/WalletTransferPayload/properties/amount' });
    expect([76543.21, 0.3, 88.5, 1e2].map((amount) => validate(amount))).toEqual([true, true, true, true]);
    expect([1.234, 0.001, 1e-7].map((amount) => validate(amount))).toEqual([false, false, false]);
    expect(amountOf('WalletTransferPayload')(1.234)).toBe(true);
  });

  it.each([
    [76543.21, 2],
    [88.5, 1],
    [1520, 0],
    [1e21, 0],
    [1e-7, 7],
    [0.1 + 0.2, 17],
  ])('decimalPlaces(%s) is %i', (value, places) => expect(decimalPlaces(value)).toBe(places));
});

import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { OPERATIONS } from '@generated/contract/operations';
import { MONEY_AMOUNT } from '@/lib/amount-rules';
import { CONTRACT_FILE } from '../support/contract';

/**
 * The server's rules of issue 21 are written in the contract: every call that
 * moves money or value takes the Idempotency-Key, every money amount is whole
 * cents within one pair of limits (the forms' own, src/lib/amount-rules), and
 * every protected operation says who may call it.
 */
type Schema = { properties?: Record<string, { type?: string; multipleOf?: number; minimum?: number; maximum?: number; exclusiveMinimum?: number }> };
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
    '%s: the amount is whole cents within the forms’ limits',
    (name) => {
      const amount = spec.components.schemas[name]?.properties?.amount;
      expect(amount).toMatchObject({ type: 'number', multipleOf: MONEY_AMOUNT.step, minimum: MONEY_AMOUNT.min, maximum: MONEY_AMOUNT.max });
      expect(amount).not.toHaveProperty('exclusiveMinimum');
    },
  );

  it('says who may call every protected operation, and only a few accept a limited session', () => {
    for (const operation of OPERATIONS.filter((entry) => entry.protected)) {
      expect(operation.allowedRoles.length, operation.operationId).toBeGreaterThan(0);
      expect(operation.statuses, operation.operationId).toContain('403');
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

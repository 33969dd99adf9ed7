import { describe, expect, it } from 'vitest';
import { AccountRecordType, BonusKind, GameType, PointType, PromotionCategory, RedeemStatus } from '@generated/model';
import { ACCOUNT_RECORD_TYPES, BONUS_KINDS, GAME_TYPES, POINT_TYPES, PROMOTION_CATEGORIES, REDEEM_STATUSES } from '@/api/contract-enums';

describe('the contract enums the search schemas accept', () => {
  it.each([
    ['GameType', GAME_TYPES, GameType.options],
    ['AccountRecordType', ACCOUNT_RECORD_TYPES, AccountRecordType.options],
    ['BonusKind', BONUS_KINDS, BonusKind.options],
    ['PointType', POINT_TYPES, PointType.options],
    ['RedeemStatus', REDEEM_STATUSES, RedeemStatus.options],
    ['PromotionCategory', PROMOTION_CATEGORIES, PromotionCategory.options],
  ] as const)('%s lists the generated schema codes, in order', (_name, codes, generated) => {
    expect(codes).toEqual(generated);
  });
});

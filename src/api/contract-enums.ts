import type { AccountRecordType, BonusKind, GameType, PointType, PromotionCategory, RedeemStatus } from '@generated/model';

// The contract's enums that route search schemas accept, as plain lists. The generated `X.zod.ts` schemas are
// classic zod: importing one would put classic zod in the first download, as the search schemas are (issue 12).
// `satisfies Record<X, true>` keeps each list equal to the contract: a code missing or extra does not compile
// (and tests/unit/contract-enums.test.ts compares them with the generated schemas).

const codesOf = <T extends string>(codes: Record<T, true>) => Object.keys(codes) as [T, ...T[]];

export const GAME_TYPES = codesOf({
  RNG: true,
  LIVE: true,
  FISH: true,
  PVP: true,
  SPORTS: true,
  ESPORTS: true,
  LOTT: true,
  ELOTT: true,
  COCKFIGHT: true,
  BGS: true,
  HOME: true,
  PROMO: true,
} satisfies Record<GameType, true>);

export const ACCOUNT_RECORD_TYPES = codesOf({
  deposit: true,
  withdrawal: true,
  transfer: true,
  bonus: true,
  rebate: true,
  adjustment: true,
} satisfies Record<AccountRecordType, true>);

export const BONUS_KINDS = codesOf({ bonus: true, rebate: true } satisfies Record<BonusKind, true>);

export const POINT_TYPES = codesOf({
  live: true,
  lottery: true,
  pvp: true,
  rng: true,
  sports: true,
  redeem: true,
  deposit: true,
} satisfies Record<PointType, true>);

export const REDEEM_STATUSES = codesOf({ inProcess: true, approved: true, rejected: true } satisfies Record<RedeemStatus, true>);

export const PROMOTION_CATEGORIES = codesOf({
  other: true,
  sports: true,
  live: true,
  rng: true,
  pvp: true,
  fish: true,
  lotto: true,
  rebate: true,
  point: true,
  rank: true,
  deposit: true,
  download: true,
  newPlayer: true,
  gaming: true,
} satisfies Record<PromotionCategory, true>);

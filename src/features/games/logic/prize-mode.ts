import type { PrizeMode } from '@generated/model';

export type LotteryKind = 'lottery' | 'sea' | 'vn';

/** E-lottery vendors whose card makes an e-lottery launch run in the ELOTT prize mode. */
const ELOTT_PRIZE_VENDORS = ['TCG_LOTTO_VN', 'LOTT'];

/**
 * SPEC 4: the prize mode is LOTT, or ELOTT when the e-lottery vendor holds a
 * TCG_LOTTO_VN or LOTT card. The ELOTT mode applies to what was launched from
 * the e-lottery category (`launchedType` ELOTT); the sea lottery page has its
 * own SEA mode (SPEC 9 lists LOTT, ZY, ELOTT, SEA).
 */
export function prizeMode(kind: LotteryKind, launchedType: 'LOTT' | 'ELOTT' | undefined, elottVendorCodes: readonly string[]): PrizeMode {
  if (kind === 'sea') return 'SEA';
  const holdsLotteryCard = elottVendorCodes.some((code) => ELOTT_PRIZE_VENDORS.includes(code.toUpperCase()));
  return launchedType === 'ELOTT' && holdsLotteryCard ? 'ELOTT' : 'LOTT';
}

import { oneOf, searchSchema, text, type SearchOf } from '@/lib/search-params';

/**
 * SPEC 9: the game list centre's filters and extra sub-types (BG only where TY is offered, which it is not). Here, not
 * in game-filters.ts, because the route table validates them at every start: the lobby's initial JS carries these
 * lists, not the filters' rules (issue 33).
 */
export const GAME_FILTERS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export type GameFilterCode = (typeof GAME_FILTERS)[number];
export const SUB_TYPES = ['JP', 'TG', 'AC'] as const;
export type SubTypeCode = (typeof SUB_TYPES)[number];

// The router reads `?nodeId=1010005` as a number: codes are taken as text either way.
const code = text({ coerce: true, trim: true, pattern: /^[A-Za-z0-9_.-]{1,64}$/ });

/**
 * /rng?vassalage=INHOUSE and the other list centres. The centre's state lives
 * in the address, so a filtered list can be shared and Back undoes a filter.
 */
export const gameListSearchSchema = searchSchema({
  vassalage: code,
  filter: oneOf(GAME_FILTERS),
  sub: oneOf(SUB_TYPES),
  q: text({ trim: true, max: 50 }),
});
export type GameListSearch = SearchOf<typeof gameListSearchSchema>;

/**
 * /lottery, /seaLottery, /vnLottery take the game code to open; gameType
 * ELOTT says the launch came from the e-lottery category (prize mode, SPEC 4).
 */
export const lotterySearchSchema = searchSchema({
  gameCode: code,
  gameType: oneOf(['LOTT', 'ELOTT']),
});
export type LotterySearch = SearchOf<typeof lotterySearchSchema>;

/** /seamless: the game to launch full page; `name` is only shown as the title. */
export const seamlessSearchSchema = searchSchema({
  gameCode: code,
  vassalage: code,
  nodeId: code,
  name: text({ trim: true, max: 80 }),
});
export type SeamlessSearch = SearchOf<typeof seamlessSearchSchema>;

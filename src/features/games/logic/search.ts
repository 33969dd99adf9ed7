import * as z from 'zod/mini';
import { optionalParam } from '@/lib/search-params';
import { GAME_FILTERS, SUB_TYPES } from './game-filters';

// The router reads `?nodeId=1010005` as a number: codes are taken as text either way.
const code = z.coerce.string().check(z.trim(), z.regex(/^[A-Za-z0-9_.-]{1,64}$/));

/**
 * /rng?vassalage=INHOUSE and the other list centres. The centre's state lives
 * in the address, so a filtered list can be shared and Back undoes a filter.
 */
export const gameListSearchSchema = z.object({
  vassalage: optionalParam(code),
  filter: optionalParam(z.enum(GAME_FILTERS)),
  sub: optionalParam(z.enum(SUB_TYPES)),
  q: optionalParam(z.string().check(z.trim(), z.maxLength(50))),
});
export type GameListSearch = z.infer<typeof gameListSearchSchema>;

/**
 * /lottery, /seaLottery, /vnLottery take the game code to open; gameType
 * ELOTT says the launch came from the e-lottery category (prize mode, SPEC 4).
 */
export const lotterySearchSchema = z.object({
  gameCode: optionalParam(code),
  gameType: optionalParam(z.enum(['LOTT', 'ELOTT'])),
});
export type LotterySearch = z.infer<typeof lotterySearchSchema>;

/** /seamless: the game to launch full page; `name` is only shown as the title. */
export const seamlessSearchSchema = z.object({
  gameCode: optionalParam(code),
  vassalage: optionalParam(code),
  nodeId: optionalParam(code),
  name: optionalParam(z.string().check(z.trim(), z.maxLength(80))),
});
export type SeamlessSearch = z.infer<typeof seamlessSearchSchema>;

import { z } from 'zod';
import { GAME_FILTERS, SUB_TYPES } from './game-filters';

// The router reads `?nodeId=1010005` as a number: codes are taken as text either way.
const code = z.coerce
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.-]{1,64}$/);

/**
 * /rng?vassalage=INHOUSE and the other list centres. The centre's state lives
 * in the address, so a filtered list can be shared and Back undoes a filter.
 */
export const gameListSearchSchema = z.object({
  vassalage: code.optional().catch(undefined),
  filter: z.enum(GAME_FILTERS).optional().catch(undefined),
  sub: z.enum(SUB_TYPES).optional().catch(undefined),
  q: z.string().trim().max(50).optional().catch(undefined),
});
export type GameListSearch = z.infer<typeof gameListSearchSchema>;

/**
 * /lottery, /seaLottery, /vnLottery take the game code to open; gameType
 * ELOTT says the launch came from the e-lottery category (prize mode, SPEC 4).
 */
export const lotterySearchSchema = z.object({
  gameCode: code.optional().catch(undefined),
  gameType: z.enum(['LOTT', 'ELOTT']).optional().catch(undefined),
});
export type LotterySearch = z.infer<typeof lotterySearchSchema>;

/** /seamless: the game to launch full page; `name` is only shown as the title. */
export const seamlessSearchSchema = z.object({
  gameCode: code.optional().catch(undefined),
  vassalage: code.optional().catch(undefined),
  nodeId: code.optional().catch(undefined),
  name: z.string().trim().max(80).optional().catch(undefined),
});
export type SeamlessSearch = z.infer<typeof seamlessSearchSchema>;

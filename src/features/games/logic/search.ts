import { z } from 'zod';

const code = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_]{1,32}$/);

/** /rng?vassalage=INHOUSE and the other list centres. */
export const gameListSearchSchema = z.object({
  vassalage: code.optional().catch(undefined),
});
export type GameListSearch = z.infer<typeof gameListSearchSchema>;

/** /lottery, /seaLottery, /vnLottery take the game code to open. */
export const lotterySearchSchema = z.object({
  gameCode: code.optional().catch(undefined),
});

export const seamlessSearchSchema = z.object({
  gameCode: code.optional().catch(undefined),
  vassalage: code.optional().catch(undefined),
});
export type SeamlessSearch = z.infer<typeof seamlessSearchSchema>;

import * as z from 'zod/mini';
import { GAME_TYPES } from '@/api/contract-enums';
import { optionalParam } from '@/lib/search-params';
import { tableSearchSchema } from '@/ui/data-table';

// Apart from the query options (api/records.ts): the route validates its search before its code loads (issue 12).

/** The betting record's URL: the table state plus a game type. */
export const bettingRecordSearchSchema = z.extend(tableSearchSchema, { gameType: optionalParam(z.enum(GAME_TYPES)) });
export type BettingRecordSearch = z.infer<typeof bettingRecordSearchSchema>;

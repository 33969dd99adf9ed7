import { GAME_TYPES } from '@/api/contract-enums';
import { oneOf, searchSchema, type SearchOf } from '@/lib/search-params';
import { tableSearchSchema } from '@/ui/data-table';

// Apart from the query options (api/records.ts): the route validates its search before its code loads (issue 12).

/** The betting record's URL: the table state plus a game type. */
export const bettingRecordSearchSchema = searchSchema({ ...tableSearchSchema.shape, gameType: oneOf(GAME_TYPES) });
export type BettingRecordSearch = SearchOf<typeof bettingRecordSearchSchema>;

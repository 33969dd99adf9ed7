import * as z from 'zod/mini';
import { ACCOUNT_RECORD_TYPES, BONUS_KINDS, GAME_TYPES } from '@/api/contract-enums';
import { optionalParam } from '@/lib/search-params';
import { tableSearchSchema } from '@/ui/data-table';

// The record pages' URL state. Apart from the query options (api/records.ts): a route validates its search before
// its code loads, so what it validates with is in the first download, and the generated calls need not be (issue 12).

/** The account record's URL: the table state plus a record type. */
export const accountRecordSearchSchema = z.extend(tableSearchSchema, { type: optionalParam(z.enum(ACCOUNT_RECORD_TYPES)) });
export type AccountRecordSearch = z.infer<typeof accountRecordSearchSchema>;

/** Profit and loss: the table state plus a game type. */
export const profitLossSearchSchema = z.extend(tableSearchSchema, { gameType: optionalParam(z.enum(GAME_TYPES)) });
export type ProfitLossSearch = z.infer<typeof profitLossSearchSchema>;

/** Bonus details: the table state plus bonuses or rebates. */
export const bonusDetailsSearchSchema = z.extend(tableSearchSchema, { type: optionalParam(z.enum(BONUS_KINDS)) });
export type BonusDetailsSearch = z.infer<typeof bonusDetailsSearchSchema>;

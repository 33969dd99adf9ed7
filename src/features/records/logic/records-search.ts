import { ACCOUNT_RECORD_TYPES, BONUS_KINDS, GAME_TYPES } from '@/api/contract-enums';
import { oneOf, searchSchema } from '@/lib/search-params';
import { tableSearchSchema } from '@/ui/data-table';

// The record pages' URL state. Apart from the definitions (api/*-report.tsx): a route validates its search before
// its code loads, so what it validates with is in the first download, and the generated calls need not be (issue 12).

/** The game types the betting record and profit and loss offer in their filter (one list for both). */
export const RECORD_GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'] as const;

/** The betting record's URL: the table state plus a game type. */
export const bettingRecordSearchSchema = searchSchema({ ...tableSearchSchema.shape, gameType: oneOf(GAME_TYPES) });

/** The account record's URL: the table state plus a record type. */
export const accountRecordSearchSchema = searchSchema({ ...tableSearchSchema.shape, type: oneOf(ACCOUNT_RECORD_TYPES) });

/** Profit and loss: the table state plus a game type. */
export const profitLossSearchSchema = searchSchema({ ...tableSearchSchema.shape, gameType: oneOf(GAME_TYPES) });

/** Bonus details: the table state plus bonuses or rebates. */
export const bonusDetailsSearchSchema = searchSchema({ ...tableSearchSchema.shape, type: oneOf(BONUS_KINDS) });

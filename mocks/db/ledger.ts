import type { DbState, LedgerEntry, LedgerType } from './state';

export type { LedgerEntry, LedgerStatus, LedgerType } from './state';

/**
 * The member's money movements, the source of the account record
 * (transactionHistory) and of every balance change the demo makes: a
 * transfer, a deposit (pending, then credited), a withdrawal (held, then
 * paid or returned), a bonus, a rebate. Handlers append through
 * `appendLedger`; the account-record handler reads `ledgerOf` (the recorded
 * entries, newest first, on top of the seeded history of `ledger-history.ts`).
 */

let counter = 0;

/** A reference number: type prefix, day, a running number. */
export function ledgerId(type: LedgerType, time: string): string {
  const prefix = { deposit: 'DP', withdrawal: 'WD', transfer: 'TF', bonus: 'BN', rebate: 'RB', adjustment: 'AJ' }[type];
  counter += 1;
  return `${prefix}-${time.slice(0, 10).replaceAll('-', '')}-${String(counter).padStart(4, '0')}`;
}

/** Adds an entry (newest first). Call inside `db.update`. */
export function appendLedger(state: DbState, username: string, entry: Omit<LedgerEntry, 'id'> & { id?: string }): LedgerEntry {
  const full: LedgerEntry = { ...entry, id: entry.id ?? ledgerId(entry.type, entry.time) };
  (state.ledger[username] ??= []).unshift(full);
  return full;
}

/** Changes a recorded entry (a deposit credited, a withdrawal paid). Call inside `db.update`. */
export function settleLedger(state: DbState, username: string, id: string, patch: Partial<Omit<LedgerEntry, 'id'>>): LedgerEntry | undefined {
  const entry = state.ledger[username]?.find((candidate) => candidate.id === id);
  if (entry) Object.assign(entry, patch);
  return entry;
}

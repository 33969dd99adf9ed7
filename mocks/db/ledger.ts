import type { DbState } from './store';

/**
 * The member's money movements, the source of the account record
 * (transactionHistory) and of every balance change the demo makes: a
 * transfer, a deposit (pending, then credited), a withdrawal (held, then
 * paid or returned), a bonus, a rebate. Handlers append through
 * `appendLedger`; the account-record handler reads `ledgerOf` (the recorded
 * entries, newest first, on top of the seeded history of `ledger-history.ts`).
 */
export type LedgerType = 'deposit' | 'withdrawal' | 'transfer' | 'bonus' | 'rebate' | 'adjustment';
export type LedgerStatus = 'pending' | 'success' | 'failed' | 'cancelled';

export type LedgerEntry = {
  /** Reference number shown to the member (e.g. DP-20261123-0001). */
  id: string;
  /** `YYYY-MM-DD HH:mm:ss`, the player's time. */
  time: string;
  type: LedgerType;
  /** Positive money in, negative money out of the main wallet (a transfer between wallets is signed from MAIN). */
  amount: number;
  status: LedgerStatus;
  /** Main-wallet balance after the entry, when it is settled. */
  balanceAfter?: number;
  /** Channel, wallet pair, promotion name ... */
  remark?: string;
};

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

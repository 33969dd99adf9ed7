/**
 * The SMS cool-down is kept per mobile number, outside the dialog (issue 21):
 * closing the dialog, reopening it or reloading the page does not re-enable
 * "Send code" before the server would accept it. Pure over a storage.
 */
export type Cooldown = { startedAt: number; total: number };
type Store = Pick<Storage, 'getItem' | 'setItem'>;

const KEY = 'sms-cooldowns';

function read(store: Store | undefined): Record<string, Cooldown> {
  try {
    const parsed = JSON.parse(store?.getItem(KEY) ?? '{}') as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Cooldown>) : {};
  } catch {
    return {};
  }
}

/** The running cool-down of a number, if any is left at `now`. */
export function cooldownOf(store: Store | undefined, number: string, now: number): Cooldown | null {
  const entry = read(store)[number.replace(/\D/g, '')];
  if (!entry || now >= entry.startedAt + entry.total * 1000) return null;
  return entry;
}

/** Remembers a cool-down; entries that have run out are dropped. */
export function rememberCooldown(store: Store | undefined, number: string, cooldown: Cooldown, now: number): void {
  const all = read(store);
  const live = Object.fromEntries(Object.entries(all).filter(([, entry]) => now < entry.startedAt + entry.total * 1000));
  live[number.replace(/\D/g, '')] = cooldown;
  try {
    store?.setItem(KEY, JSON.stringify(live));
  } catch {
    // storage full or blocked: the cool-down lasts for this page only
  }
}

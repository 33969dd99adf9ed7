/**
 * The SMS cool-down is kept per mobile number, outside the dialog (issue 21):
 * closing the dialog, reopening it or reloading the page does not re-enable
 * "Send code" before the server would accept it. Pure over a storage.
 */
export type Cooldown = { startedAt: number; total: number };

/**
 * Whose cool-down: a code to a typed mobile number is keyed by its digits; a
 * code to the member's own bound number (bind e-mail) by its purpose, since
 * the page does not know that number. Never the label of a field as if it were
 * a number: 'bind-email' has no digits, and every such key would be shared.
 */
export type CooldownTarget = { number: string } | { purpose: string };

/** The storage key of a target, or null when there is none yet (no digits typed). */
export function cooldownKey(target: CooldownTarget): string | null {
  if ('purpose' in target) return target.purpose.trim() ? `purpose:${target.purpose.trim()}` : null;
  const digits = target.number.replace(/\D/g, '');
  return digits ? `tel:${digits}` : null;
}
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

/** The running cool-down of a target, if any is left at `now`. */
export function cooldownOf(store: Store | undefined, target: CooldownTarget, now: number): Cooldown | null {
  const key = cooldownKey(target);
  const entry = key === null ? undefined : read(store)[key];
  if (!entry || now >= entry.startedAt + entry.total * 1000) return null;
  return entry;
}

/** Remembers a cool-down; entries that have run out are dropped. */
export function rememberCooldown(store: Store | undefined, target: CooldownTarget, cooldown: Cooldown, now: number): void {
  const key = cooldownKey(target);
  if (key === null) return;
  const all = read(store);
  const live = Object.fromEntries(Object.entries(all).filter(([, entry]) => now < entry.startedAt + entry.total * 1000));
  live[key] = cooldown;
  try {
    store?.setItem(KEY, JSON.stringify(live));
  } catch {
    // storage full or blocked: the cool-down lasts for this page only
  }
}

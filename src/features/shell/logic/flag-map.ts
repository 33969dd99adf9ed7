import type { WhitelabelFlag } from '@generated/model';

// Apart from the member menu's rules: the shell reads the flags at start (use-permission.ts), the menu only with a
// session, so the lobby's initial JS carries this lookup alone (issue 33).

export type FlagMap = Partial<Record<WhitelabelFlag['modId'], boolean>>;

/** Whitelabel flags as a lookup; a flag the server does not send is off. */
export function flagMap(flags: readonly WhitelabelFlag[] | undefined): FlagMap {
  return Object.fromEntries((flags ?? []).map((flag) => [flag.modId, flag.enabled]));
}

import { session } from '@/api/session';
import { db } from '../db/store';
import { fillFavourites } from '../handlers/games';

/**
 * Data at scale for the heavy screens (paging, virtual rows under load). Each
 * preset fills the signed-in account when it fits, else a default persona.
 */
export type Preset = { id: string; label: string; target: string; active: boolean; apply: () => void };

export const SCALE = { favourites: 999, betRecords: 100_000, team: 10_000 } as const;

function signedIn(kind: 'member' | 'agent'): string | null {
  const current = session.get();
  if (!current) return null;
  const isAgent = current.isAgent === true;
  if (kind === 'agent') return isAgent ? current.username : null;
  return current.isTrial ? null : current.username;
}

export function presets(): Preset[] {
  const member = signedIn('member') ?? 'demo';
  const agent = signedIn('agent') ?? 'agent1';
  const state = db.state;
  return [
    {
      id: 'favourites',
      label: `${SCALE.favourites} favourites`,
      target: member,
      active: (state.favourites[member]?.length ?? 0) >= SCALE.favourites,
      apply: () => void fillFavourites(member, SCALE.favourites),
    },
    {
      id: 'bet-records',
      label: `${SCALE.betRecords.toLocaleString('en')} betting records`,
      target: member,
      active: state.scale?.betRecords?.[member] === SCALE.betRecords,
      apply: () =>
        db.update((draft) => {
          draft.scale = { ...draft.scale, betRecords: { ...draft.scale?.betRecords, [member]: SCALE.betRecords } };
        }),
    },
    {
      id: 'team',
      label: `a team of ${SCALE.team.toLocaleString('en')}`,
      target: agent,
      active: state.scale?.team?.[agent] === SCALE.team,
      apply: () =>
        db.update((draft) => {
          draft.scale = { ...draft.scale, team: { ...draft.scale?.team, [agent]: SCALE.team } };
        }),
    },
  ];
}

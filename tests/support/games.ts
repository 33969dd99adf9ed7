import { screen, within } from '@testing-library/react';
import { session } from '@/api/session';
import { TRIAL_TYPE } from '@/api/member-types';
import { db } from '@mocks/db/store';

/** Starts a session for a demo persona straight in the mock database (no login screen needed). */
export function signInAs(username: string): void {
  const token = `test-token-${username}`;
  db.update((state) => {
    state.sessions[token] = username;
  });
  const member = db.memberByName(username);
  session.set({ token, username, nickname: member?.nickname ?? username, memberType: member?.type ?? 0, isTrial: member?.type === TRIAL_TYPE });
}

/** A free-play (trial, type 4) user with a live session. */
export function signInAsTrial(): void {
  db.update((state) => {
    state.members.push({ ...state.members[0]!, id: 39999, username: 'trial39999', nickname: 'Guest 39999', type: TRIAL_TYPE });
  });
  signInAs('trial39999');
}

/** Recently played games for a persona, newest first. */
export function playedRecently(username: string, nodeIds: string[]): void {
  db.update((state) => {
    state.recent[username] = nodeIds.map((nodeId, i) => ({ nodeId, vendor: 'PG', gameType: 'RNG', playedAt: Date.now() - i }));
  });
}

/** The game list of the page (the virtualised grid is a list named after its content). */
export async function gameList(name: string | RegExp = 'Games') {
  return screen.findByRole('list', { name });
}

/** The names of the game cards shown in a list. */
export function cardNames(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('article')
    .map((card) => card.getAttribute('aria-label') ?? '');
}

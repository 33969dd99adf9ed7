import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { db, resetDb } from '@mocks/db/store';
import { SIZES, SYLLABLES, teamOf, type TeamMember } from '@mocks/db/team';
import { seeded } from '@mocks/lib/seeded';

/**
 * A team is dated without dayjs per member (issue 33: a team of 10,000 is built on the page's main thread): the
 * same accounts, registration and last login times as the dayjs build, in UTC and in zones with clock changes.
 */

/** The team as session 7 built it, with dayjs for every member: the reference. */
function teamBefore(agent: string, today: Date = new Date()): TeamMember[] {
  // A size set at scale (the mock panel's preset) wins over the demo's few hundred.
  const size = db.state.scale?.team?.[agent] ?? SIZES[agent] ?? 0;
  const random = seeded(`team:${agent}`);
  const members: TeamMember[] = [];
  const taken = new Set<string>();
  const end = dayjs(today);
  // Sub-agents of agent1 are real personas with their own teams.
  const parents: Array<{ account: string; level: number }> = [{ account: agent, level: 0 }];
  if (agent === 'agent1') {
    for (const sub of ['agent41', 'agent42']) {
      members.push({
        account: sub,
        type: Number(sub.slice(5)),
        level: 1,
        parent: agent,
        registeredAt: '2026-06-01 10:00:00',
        lastLoginAt: end.subtract(1, 'hour').format('YYYY-MM-DD HH:mm:ss'),
        status: 'active',
        balance: 0,
      });
    }
  }
  for (let index = 0; members.length < size; index += 1) {
    const parent = parents[Math.floor(random() * Math.min(parents.length, 1 + Math.floor(index / 8)))]!;
    const name = `${SYLLABLES[Math.floor(random() * SYLLABLES.length)]}${SYLLABLES[Math.floor(random() * SYLLABLES.length)]}${String(Math.floor(random() * 900) + 100)}`;
    if (taken.has(name)) continue;
    taken.add(name);
    const isAgent = parent.level < 3 && random() < 0.12;
    const registered = end.subtract(Math.floor(random() * 360), 'day').subtract(Math.floor(random() * 86_400), 'second');
    const daysSinceLogin = random() < 0.55 ? Math.floor(random() * 3) : Math.floor(random() * 90);
    const login = daysSinceLogin > end.diff(registered, 'day') ? null : end.subtract(daysSinceLogin, 'day').subtract(Math.floor(random() * 40_000), 'second');
    const member: TeamMember = {
      account: name,
      type: isAgent ? 2 : 0,
      level: parent.level + 1,
      parent: parent.account,
      registeredAt: registered.format('YYYY-MM-DD HH:mm:ss'),
      lastLoginAt: login ? login.format('YYYY-MM-DD HH:mm:ss') : null,
      status: random() < 0.04 ? 'frozen' : 'active',
      balance: Math.round(random() * random() * 500_000) / 100,
    };
    members.push(member);
    if (isAgent) parents.push({ account: name, level: member.level });
  }
  return members;
}

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
  resetDb();
});

describe('a team dated without dayjs', () => {
  // Today's history of 360 days crosses both clock changes of a year in New York and Berlin; Yangon has none.
  it.each([
    ['UTC', 'agent1', new Date(Date.UTC(2026, 10, 21, 16))],
    ['America/New_York', 'agent1', new Date(Date.UTC(2026, 10, 21, 16))],
    ['America/New_York', 'agent2', new Date(Date.UTC(2026, 2, 8, 7, 30))],
    ['Europe/Berlin', 'agent41', new Date(Date.UTC(2026, 9, 25, 0, 30))],
    ['Asia/Yangon', 'agent1', new Date(Date.UTC(2026, 0, 1, 17, 45))],
  ])('in %s, %s on %s is the team the dayjs build made', (timeZone, agent, today) => {
    process.env.TZ = timeZone;
    db.update((state) => {
      state.scale = { team: { [agent]: 3000 } };
    });
    expect(teamOf(agent, today)).toEqual(teamBefore(agent, today));
  });
});

import type { AnnouncementPopupItem } from '@generated/model';

type Execution = AnnouncementPopupItem['execution'];

export type Audience = { isLogin: boolean; firstTimeLogin: boolean };

/** SPEC 4: a guest sees execution B; a member sees A, plus F on the first login. */
export function audienceExecutions({ isLogin, firstTimeLogin }: Audience): Execution[] {
  if (!isLogin) return ['B'];
  return firstTimeLogin ? ['A', 'F'] : ['A'];
}

/** The announcements to show now: the audience's executions, minus those closed in this session. */
export function selectPopups(items: readonly AnnouncementPopupItem[], audience: Audience, closed: ReadonlySet<number>): AnnouncementPopupItem[] {
  const executions = audienceExecutions(audience);
  return items.filter((item) => executions.includes(item.execution) && !closed.has(item.id));
}

/** Closed popups are remembered per user, or for the anonymous visitor. */
export function popupMemoryKey(username: string | null | undefined): string {
  return username ? `user:${username.toLowerCase()}` : 'anonymous';
}

export type ClosedPopups = Record<string, number[]>;

export function closedFor(memory: ClosedPopups, key: string): Set<number> {
  return new Set(memory[key] ?? []);
}

export function rememberClosed(memory: ClosedPopups, key: string, ids: readonly number[]): ClosedPopups {
  return { ...memory, [key]: [...new Set([...(memory[key] ?? []), ...ids])] };
}

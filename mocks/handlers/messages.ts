import { getDeleteMessageMockHandler, getListMessagesMockHandler, getReadMessageMockHandler } from '@generated/api/messages/messages.msw';
import type { PlatformMessage } from '@generated/model';
import { firstInbox, inboxOrder } from '../db/messages';
import type { MockMember } from '../db/personas';
import { db } from '../db/store';
import { paginated, pageQuery } from '../lib/paginated';
import { fail, ok, requireMember } from './respond';

/**
 * Platform messages (messageV2). The inbox in the store is the one truth:
 * the list, the unread count of the header and menu (getUnreadMessageCount in
 * member.ts reads `unreadCountOf`), reading and deleting all go through it.
 */
export function inboxOf(member: Pick<MockMember, 'username' | 'unreadMessages'>): PlatformMessage[] {
  const existing = db.state.messages[member.username];
  if (existing) return existing;
  // A member without an inbox yet (a new registration, an old stored demo) starts with the persona's unread count.
  return db.update((state) => (state.messages[member.username] = firstInbox(member.unreadMessages)));
}

export function unreadCountOf(member: Pick<MockMember, 'username' | 'unreadMessages'>): number {
  return inboxOf(member).filter((message) => !message.read).length;
}

/** Puts a new message on top of a member's inbox (the socket then says `newMessage`). */
export function deliverMessage(member: MockMember, message: Omit<PlatformMessage, 'messageId' | 'read'>): PlatformMessage {
  const inbox = inboxOf(member);
  const full: PlatformMessage = {
    ...message,
    read: false,
    messageId: `MSG-${message.sentTime.slice(0, 10).replaceAll('-', '')}-${String(inbox.length + 1).padStart(3, '0')}`,
  };
  db.update((state) => (state.messages[member.username] = [full, ...inbox]));
  return full;
}

const NO_MESSAGE = () => fail('No data', { code: 'NO_DATA' });

export const messagesHandlers = [
  getListMessagesMockHandler(({ request }) => {
    const member = requireMember(request);
    const inbox = [...inboxOf(member)].sort(inboxOrder);
    const page = paginated(inbox, pageQuery(request));
    return ok({ list: page.items, total: page.total, pageNo: page.pageNo, pageSize: page.pageSize, unread: unreadCountOf(member) });
  }),

  getReadMessageMockHandler(({ request, params }) => {
    const member = requireMember(request);
    const message = inboxOf(member).find((entry) => entry.messageId === params.messageId);
    if (!message) return NO_MESSAGE();
    db.update(() => (message.read = true));
    return ok(message);
  }),

  getDeleteMessageMockHandler(({ request, params }) => {
    const member = requireMember(request);
    const inbox = inboxOf(member);
    if (!inbox.some((entry) => entry.messageId === params.messageId)) return NO_MESSAGE();
    db.update((state) => (state.messages[member.username] = inbox.filter((entry) => entry.messageId !== params.messageId)));
    return ok(true);
  }),
];

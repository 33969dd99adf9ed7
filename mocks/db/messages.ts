import dayjs from 'dayjs';
import type { PlatformMessage } from '@generated/model';

/**
 * Platform messages (messageV2). Each member's inbox lives in the mock store
 * (`state.messages`); the unread count of the header and the member menu is
 * counted from it, so opening or deleting a message moves the badge at once.
 * demo's inbox is curated: three unread messages from today (README), then
 * nine read ones over the last weeks. Times are relative to the moment the
 * store is seeded (the demo world pins that clock).
 */
type Draft = Omit<PlatformMessage, 'messageId' | 'sentTime'> & { daysAgo: number; at: string };

const DEMO_INBOX: readonly Draft[] = [
  {
    daysAgo: 0,
    at: '09:12',
    read: false,
    category: 'transaction',
    title: 'Your deposit of RM 500.00 is credited',
    content:
      '<p>Your deposit <b>DP-20261121-0003</b> of <b>RM 500.00</b> by online banking is now in your main wallet.</p><p>Thank you for playing with Royal Lobby.</p>',
  },
  {
    daysAgo: 0,
    at: '08:30',
    read: false,
    category: 'promotion',
    title: 'Weekend reload bonus: 30% up to RM 300',
    content:
      '<h3>Weekend reload bonus</h3><p>Deposit at least <b>RM 50</b> this Saturday or Sunday and get <b>30%</b> extra, up to <b>RM 300</b>.</p><ul><li>Turnover: 10 times the bonus</li><li>Slots and fishing games count in full</li></ul><p>Apply in the <a href="/member/reward-center">reward centre</a>.</p>',
  },
  {
    daysAgo: 0,
    at: '07:05',
    read: false,
    category: 'system',
    title: 'Scheduled maintenance of PG Soft',
    content:
      '<p><b>PG Soft</b> games are under scheduled maintenance on <b>22 November</b> from <b>02:00 to 04:00</b> (GMT+8). Your balance in the PG wallet is safe and stays there.</p>',
  },
  {
    daysAgo: 2,
    at: '21:40',
    read: true,
    category: 'transaction',
    title: 'Withdrawal of RM 1,200.00 approved',
    content: '<p>Your withdrawal <b>WD-20261119-0001</b> of <b>RM 1,200.00</b> to Maybank ****4821 is approved. It usually arrives within 15 minutes.</p>',
  },
  {
    daysAgo: 3,
    at: '12:00',
    read: true,
    category: 'promotion',
    title: 'Your weekly cashback is ready',
    content: '<p>You earned <b>RM 18.40</b> cashback on last week’s slot turnover. Claim it in the reward centre before Sunday.</p>',
  },
  {
    daysAgo: 5,
    at: '18:25',
    read: true,
    category: 'account',
    title: 'Your password was changed',
    content: '<p>The password of your account was changed. If this was not you, contact customer service at once and we will lock the account for you.</p>',
  },
  {
    daysAgo: 7,
    at: '10:00',
    read: true,
    category: 'system',
    title: 'New games from Jili this week',
    content: '<p>Five new <b>Jili</b> slots are in the lobby: Fortune Gems 3, Money Coming 2, Super Ace Deluxe, Golden Empire 2 and Boxing King.</p>',
  },
  {
    daysAgo: 9,
    at: '16:45',
    read: true,
    category: 'promotion',
    title: 'Points mall: new rewards',
    content: '<p>Grab vouchers are back in the <a href="/pointMall">points mall</a>. Your points never expire.</p>',
  },
  {
    daysAgo: 12,
    at: '09:30',
    read: true,
    category: 'transaction',
    title: 'Deposit request failed',
    content:
      '<p>Your deposit request <b>DP-20261109-0002</b> of <b>RM 300.00</b> failed: the bank did not confirm the payment. No money left your account.</p>',
  },
  {
    daysAgo: 15,
    at: '20:10',
    read: true,
    category: 'system',
    title: 'Responsible gaming: set your limits',
    content: '<p>You can set a daily deposit limit or take a break at any time. Ask customer service and it is done within the hour.</p>',
  },
  {
    daysAgo: 19,
    at: '11:20',
    read: true,
    category: 'account',
    title: 'Security tip: never share your code',
    content: '<p>Our staff will never ask for your password or a verification code. Keep them to yourself.</p>',
  },
  {
    daysAgo: 24,
    at: '14:00',
    read: true,
    category: 'system',
    title: 'Welcome to Royal Lobby',
    content: '<p>Welcome aboard! Your <b>100% first deposit bonus</b> is waiting in the reward centre.</p>',
  },
];

const WELCOME: Draft = {
  daysAgo: 0,
  at: '00:00',
  read: false,
  category: 'system',
  title: 'Welcome to Royal Lobby',
  content: '<p>Welcome aboard! Your <b>100% first deposit bonus</b> is waiting in the reward centre.</p>',
};

function materialise(drafts: readonly Draft[], now: Date): PlatformMessage[] {
  return drafts.map(({ daysAgo, at, ...message }, index) => {
    const day = dayjs(now).subtract(daysAgo, 'day');
    const [hour, minute] = at.split(':').map(Number) as [number, number];
    const sent = day.hour(hour).minute(minute).second(0);
    // A message of today is never in the future, whatever time the store is seeded.
    const time = sent.isAfter(now) ? dayjs(now).subtract(index + 1, 'minute') : sent;
    return {
      ...message,
      messageId: `MSG-${time.format('YYYYMMDD')}-${String(drafts.length - index).padStart(3, '0')}`,
      sentTime: time.format('YYYY-MM-DD HH:mm:ss'),
    };
  });
}

/** The seeded inboxes (demo's curated one). */
export function seedMessages(now: Date = new Date()): Record<string, PlatformMessage[]> {
  return { demo: materialise(DEMO_INBOX, now) };
}

/** The inbox of a member who has none yet: as many welcome messages as the persona starts unread with (0 or 1). */
export function firstInbox(unread: number, now: Date = new Date()): PlatformMessage[] {
  return unread > 0 ? materialise([WELCOME], now) : [];
}

/** Unread first, then newest first. */
export function inboxOrder(a: PlatformMessage, b: PlatformMessage): number {
  return Number(a.read) - Number(b.read) || b.sentTime.localeCompare(a.sentTime);
}

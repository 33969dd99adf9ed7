import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MemberEventType } from '@generated/model';

/** What the page refreshes after an event (query groups, mapped to keys by the listener). */
export type Refresh = 'wallet' | 'records' | 'messages';

export type Notice = {
  /** The toast, with `{amount}` filled in by the caller (formatted money). */
  message: MessageDescriptor;
  tone: 'info' | 'success' | 'error';
  refresh: readonly Refresh[];
};

/**
 * SPEC 6 real-time notices: the toast each event shows and what it changes.
 * Money events move the balance and the records; a new message moves the
 * inbox and its badges.
 */
export function noticeOf(type: MemberEventType): Notice {
  switch (type) {
    case 'depositCredited':
      return { message: msg`Your deposit of {amount} is credited to your wallet.`, tone: 'success', refresh: ['wallet', 'records'] };
    case 'depositFailed':
      return { message: msg`Your deposit of {amount} failed. No money left your account.`, tone: 'error', refresh: ['wallet', 'records'] };
    case 'withdrawalApproved':
      return { message: msg`Your withdrawal of {amount} is approved.`, tone: 'success', refresh: ['wallet', 'records'] };
    case 'withdrawalRejected':
      return { message: msg`Your withdrawal of {amount} was rejected. The money is back in your wallet.`, tone: 'error', refresh: ['wallet', 'records'] };
    case 'newMessage':
      return { message: msg`You have a new message.`, tone: 'info', refresh: ['messages'] };
  }
}

import { msg, plural } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ErrorDetails, PlayLimitKind } from '@generated/model';
import { isApiError } from '@/api/api-error';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { i18n } from '@/lib/i18n';

type Refusal = Pick<ErrorDetails, 'code' | 'limit'>;

function refusalOf(error: unknown): Refusal | null {
  if (!isApiError(error) || typeof error.value !== 'object' || error.value === null) return null;
  return error.value as Refusal;
}

/** The limit's name in a sentence ("daily deposit limit"). */
export function limitName(kind: PlayLimitKind): MessageDescriptor {
  switch (kind) {
    case 'depositDay':
      return msg`daily deposit limit`;
    case 'depositWeek':
      return msg`weekly deposit limit`;
    case 'depositMonth':
      return msg`monthly deposit limit`;
    case 'lossDay':
      return msg`daily loss limit`;
    case 'lossWeek':
      return msg`weekly loss limit`;
    case 'lossMonth':
      return msg`monthly loss limit`;
    case 'sessionMinutes':
      return msg`session time limit`;
  }
}

/**
 * What a refused deposit or game launch says (issue 30): the limit, what it allows and when it resets. Null for any
 * other failure. (A login refused during a break is the login's own message: auth's login-errors.)
 */
export function playSafelyRefusal(error: unknown): MessageDescriptor | null {
  const refusal = refusalOf(error);
  const limit = refusal?.limit;
  if (!refusal?.code || !limit) return null;
  const name = i18n._(limitName(limit.kind));
  const resets = limit.resetsAt ? formatDateTime(limit.resetsAt) : '';
  switch (refusal.code) {
    case 'DEPOSIT_LIMIT_REACHED': {
      const amount = formatMoney(limit.value);
      const left = formatMoney(Math.max(0, limit.value - limit.used));
      return msg`This deposit would go over your ${name} of ${amount} (you can still deposit ${left}). The limit resets on ${resets}.`;
    }
    case 'LOSS_LIMIT_REACHED': {
      const amount = formatMoney(limit.value);
      return msg`You have reached your ${name} of ${amount}. You can play again from ${resets}.`;
    }
    case 'SESSION_LIMIT_REACHED': {
      const minutes = limit.value;
      return msg`You have reached your session time limit of ${plural(minutes, { one: '# minute', other: '# minutes' })}. Log out and take a rest; a new session starts when you log in again.`;
    }
    default:
      return null;
  }
}

/** True for a refusal a retry cannot change (a limit): the screen offers no "Try again", and nothing is sent twice. */
export function isPlaySafelyRefusal(error: unknown): boolean {
  const code = refusalOf(error)?.code;
  return code === 'DEPOSIT_LIMIT_REACHED' || code === 'LOSS_LIMIT_REACHED' || code === 'SESSION_LIMIT_REACHED';
}

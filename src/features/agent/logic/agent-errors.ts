import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { failureDetails } from '@/features/auth';
import { NotInTeamError } from '../api/team';

/** The agent pages' reading of a refused call, by the contract's failure code; undefined leaves the generic message. */
export function agentFailureMessage(error: unknown): MessageDescriptor | undefined {
  if (error instanceof NotInTeamError) return msg`This account is not in your team. Check the name and try again.`;
  switch (failureDetails(error).code) {
    case 'ACCOUNT_IN_USE':
      return msg`This account name is already in use. Choose another one.`;
    case 'PASSWORDS_INCONSISTENT':
      return msg`The two passwords are inconsistent.`;
    case 'WRONG_PAYMENT_PASSWORD':
      return msg`The payment password is wrong.`;
    case 'QUOTA_NOT_SUFFICIENT':
      return msg`Quota not sufficient`;
    case 'NOT_IN_TEAM':
      return msg`This account is not in your team. Check the name and try again.`;
    case 'NO_DATA':
      return msg`There is no current contract of this kind to end.`;
    case 'FUNCTION_NOT_ENABLED':
      return msg`Function not enabled`;
    default:
      return undefined;
  }
}

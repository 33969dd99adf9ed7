import { http, HttpResponse } from 'msw';
import { OPERATIONS, type ContractOperation } from '@generated/contract/operations';
import { TRIAL_TYPE, isAgentType } from '@/api/member-types';
import { type MockMember } from '../db/personas';
import { db } from '../db/store';
import { fail, memberOf, unauthorized } from './respond';

/**
 * Auth in one place: the contract says which operations need the session
 * token (`security`), who may call them (`x-allowed-roles`) and which accept
 * the limited session of a forced password change (`x-limited-session`).
 * This layer runs in front of every handler, curated or generated, and
 * answers the contract's 401 without a live session and its 403 for the wrong
 * role or a limited session, so no handler can forget either.
 */
const PROTECTED = OPERATIONS.filter((operation) => operation.protected).map((operation) => ({
  ...operation,
  pattern: new RegExp(`/${operation.path.replace(/^\//, '').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
}));

export function protectedOperation(method: string, pathname: string) {
  return PROTECTED.find((operation) => operation.method === method.toUpperCase() && operation.pattern.test(pathname));
}

export function roleOf(member: MockMember): ContractOperation['allowedRoles'][number] {
  if (member.type === TRIAL_TYPE) return 'trial';
  return isAgentType(member.type) ? 'agent' : 'member';
}

function forbidden(message: string, code: 'PASSWORD_CHANGE_REQUIRED' | 'REAL_ACCOUNT_REQUIRED' | 'ROLE_NOT_ALLOWED') {
  return HttpResponse.json(fail(message, { code }), { status: 403 });
}

export const authGate = http.all(/\/(wps|lgw)\//, ({ request }) => {
  const operation = protectedOperation(request.method, new URL(request.url).pathname);
  if (!operation) return undefined;
  const member = memberOf(request);
  if (!member) return unauthorized();
  const token = request.headers.get('token') ?? '';
  if (db.state.limitedSessions?.[token] && !operation.limitedSession) return forbidden('Please change your password first', 'PASSWORD_CHANGE_REQUIRED');
  const role = roleOf(member);
  if (!operation.allowedRoles.includes(role)) {
    return role === 'trial'
      ? forbidden('A real account must be registered first', 'REAL_ACCOUNT_REQUIRED')
      : forbidden('Not available to this account', 'ROLE_NOT_ALLOWED');
  }
  return undefined;
});

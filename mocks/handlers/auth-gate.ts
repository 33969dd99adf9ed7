import { http } from 'msw';
import { OPERATIONS } from '@generated/contract/operations';
import { memberOf, unauthorized } from './respond';

/**
 * Auth in one place: the contract's `security` says which operations need the
 * session token; this layer runs in front of every handler, curated or
 * generated, and answers those without a live session with the contract's
 * 401, so no handler can forget it.
 */
const PROTECTED = OPERATIONS.filter((operation) => operation.protected).map((operation) => ({
  ...operation,
  pattern: new RegExp(`/${operation.path.replace(/^\//, '').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
}));

export function protectedOperation(method: string, pathname: string) {
  return PROTECTED.find((operation) => operation.method === method.toUpperCase() && operation.pattern.test(pathname));
}

export const authGate = http.all(/\/(wps|lgw)\//, ({ request }) => {
  const operation = protectedOperation(request.method, new URL(request.url).pathname);
  if (operation && !memberOf(request)) return unauthorized();
  return undefined;
});

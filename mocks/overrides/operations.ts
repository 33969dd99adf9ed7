import { OPERATIONS, type ContractOperation } from '@generated/contract/operations';

/**
 * Which operation of the contract a request calls (method and path), for the
 * layers that work on every operation alike: overrides and the call log.
 */
const MATCHERS = OPERATIONS.map((operation) => ({
  operation,
  pattern: new RegExp(`/${operation.path.replace(/^\//, '').replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
}));

export function operationFor(method: string, pathname: string): ContractOperation | undefined {
  const wanted = method.toUpperCase();
  return MATCHERS.find((matcher) => matcher.operation.method === wanted && matcher.pattern.test(pathname))?.operation;
}

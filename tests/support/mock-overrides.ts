import { handlers, onlyHttp } from '@mocks/handlers';
import { server } from '@mocks/node';
import { overrideHandlers } from '@mocks/overrides/handlers';

/**
 * Overrides an operation's answer for one test, in the words of the mock
 * panel and the `?mock=` link (README "Mock panel"):
 *
 *   overrideOperations('listGames:empty', 'getWalletBalance:500');
 *
 * Installed on the MSW node server with `server.use`, so the `afterEach` of
 * tests/component/setup.ts (`server.resetHandlers()`) removes them.
 */
export function overrideOperations(...specs: string[]): void {
  server.use(...overrideHandlers(specs, () => onlyHttp(handlers)));
}

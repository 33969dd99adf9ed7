import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same handlers in Node, for component and integration tests. */
export const server = setupServer(...handlers);
export { resetDb } from './db/store';
export { setScenario } from './scenario';

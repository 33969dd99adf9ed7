import { delay, http, HttpResponse } from 'msw';
import { serverError } from './respond';
import { currentScenario, SLOW_DELAY_MS } from '../scenario';

/**
 * Runs before every other handler: slows down, fails or drops /wps and /lgw
 * calls as the current scenario says, else falls through (returns nothing).
 */
export const scenarioGate = http.all(/\/(wps|lgw)\//, async () => {
  switch (currentScenario()) {
    case 'slow':
      await delay(SLOW_DELAY_MS);
      return undefined;
    case 'server-error':
      return serverError();
    case 'offline':
      return HttpResponse.error();
    default:
      return undefined;
  }
});

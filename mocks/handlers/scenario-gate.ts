import { delay, http, HttpResponse, type RequestHandler } from 'msw';
import { serverError } from './respond';
import { hostileResponse } from '../overrides/hostile';
import { currentScenario, SLOW_DELAY_MS } from '../scenario';

/**
 * Runs before every other handler: slows down, fails, drops, never answers
 * or poisons /wps and /lgw calls as the current scenario says, else falls
 * through (returns nothing). `rest` are the handlers behind it (for `hostile`,
 * which edits the normal answer).
 */
export function scenarioGate(rest: () => readonly RequestHandler[]) {
  return http.all(/\/(wps|lgw)\//, async ({ request }) => {
    switch (currentScenario()) {
      case 'slow':
        await delay(SLOW_DELAY_MS);
        return undefined;
      case 'server-error':
        return serverError();
      case 'offline':
        return HttpResponse.error();
      case 'timeout':
        // No answer at all: the site's own time-out (VITE_API_TIMEOUT_MS) has to end the wait.
        await delay('infinite');
        return undefined;
      case 'hostile':
        return hostileResponse(request, rest);
      default:
        return undefined;
    }
  });
}

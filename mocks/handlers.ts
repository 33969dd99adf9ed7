import { faker } from '@faker-js/faker';
import { RequestHandler, type WebSocketHandler } from 'msw';
import { getAgentMock } from '@generated/api/agent/agent.msw';
import { getAgentReportsMock } from '@generated/api/agent-reports/agent-reports.msw';
import { getContentMock } from '@generated/api/content/content.msw';
import { getGamesMock } from '@generated/api/games/games.msw';
import { getLotteryMock } from '@generated/api/lottery/lottery.msw';
import { getMessagesMock } from '@generated/api/messages/messages.msw';
import { getMemberMock } from '@generated/api/member/member.msw';
import { getPaymentsMock } from '@generated/api/payments/payments.msw';
import { getPlaySafelyMock } from '@generated/api/play-safely/play-safely.msw';
import { getPointsMock } from '@generated/api/points/points.msw';
import { getPromotionsMock } from '@generated/api/promotions/promotions.msw';
import { getSessionMock } from '@generated/api/session/session.msw';
import { getSystemMock } from '@generated/api/system/system.msw';
import { getWalletMock } from '@generated/api/wallet/wallet.msw';
import { agentHandlers } from './handlers/agent';
import { agentReportsHandlers } from './handlers/agent-reports';
import { assetHandlers } from './handlers/assets';
import { authGate } from './handlers/auth-gate';
import { contentHandlers } from './handlers/content';
import { gamesHandlers } from './handlers/games';
import { lotteryHandlers } from './handlers/lottery';
import { memberHandlers } from './handlers/member';
import { overrideGate } from './handlers/override-gate';
import { messagesHandlers } from './handlers/messages';
import { pointsHandlers } from './handlers/points';
import { realtimeHandlers } from './handlers/realtime';
import { paymentsHandlers } from './handlers/payments';
import { playSafelyHandlers, playSafelyMockOnly } from './handlers/play-safely';
import { promotionsHandlers } from './handlers/promotions';
import { profileHandlers } from './handlers/member-profile';
import { recordsHandlers } from './handlers/records';
import { scenarioGate } from './handlers/scenario-gate';
import { sessionHandlers } from './handlers/session';
import { systemHandlers } from './handlers/system';
import { vitalsHandlers } from './handlers/system-vitals';
import { walletHandlers } from './handlers/wallet';

// Orval's faker mocks have no seed option: seed once, so the generated data
// is the same on every start.
faker.seed(20261121);

/**
 * The demo world, one collection per domain, each written on Orval's generated
 * handler factories (paths and answer types come from the contract). A test
 * checks that every operation of the contract has one here.
 */
export const curatedHandlers = [
  ...systemHandlers,
  ...vitalsHandlers,
  ...sessionHandlers,
  ...memberHandlers,
  ...walletHandlers,
  ...profileHandlers,
  ...paymentsHandlers,
  ...recordsHandlers,
  ...gamesHandlers,
  ...contentHandlers,
  ...agentHandlers,
  ...lotteryHandlers,
  ...pointsHandlers,
  ...messagesHandlers,
  ...promotionsHandlers,
  ...agentReportsHandlers,
  ...playSafelyHandlers,
];

/**
 * First match wins: the override layer (the mock panel's and the tests'
 * `listGames:empty`, mocks/overrides), the scenario gate, the auth layer (the contract's 401 for
 * a protected operation without a session), the images, the curated demo
 * world, then Orval's generated handlers for an operation nobody curated yet.
 */
/** The HTTP handlers of a list: the member socket's WebSocket handler has no place behind the override gate or on an HTTP server. */
export function onlyHttp(list: ReadonlyArray<RequestHandler | WebSocketHandler>): RequestHandler[] {
  return list.filter((handler): handler is RequestHandler => handler instanceof RequestHandler);
}

export const handlers: Array<RequestHandler | WebSocketHandler> = [
  overrideGate(() => onlyHttp(handlers.slice(1))),
  scenarioGate(() => onlyHttp(handlers.slice(2))),
  authGate,
  ...assetHandlers,
  ...curatedHandlers,
  // The member socket (x-websocket) and its mock-only trigger: not contract operations.
  ...realtimeHandlers,
  ...playSafelyMockOnly,
  ...getSystemMock(),
  ...getSessionMock(),
  ...getMemberMock(),
  ...getWalletMock(),
  ...getPaymentsMock(),
  ...getGamesMock(),
  ...getContentMock(),
  ...getAgentMock(),
  ...getLotteryMock(),
  ...getPointsMock(),
  ...getMessagesMock(),
  ...getPromotionsMock(),
  ...getAgentReportsMock(),
  ...getPlaySafelyMock(),
];

import { faker } from '@faker-js/faker';
import { getAgentMock } from '@generated/api/agent/agent.msw';
import { getContentMock } from '@generated/api/content/content.msw';
import { getGamesMock } from '@generated/api/games/games.msw';
import { getLotteryMock } from '@generated/api/lottery/lottery.msw';
import { getMemberMock } from '@generated/api/member/member.msw';
import { getPointsMock } from '@generated/api/points/points.msw';
import { getSessionMock } from '@generated/api/session/session.msw';
import { getSystemMock } from '@generated/api/system/system.msw';
import { getWalletMock } from '@generated/api/wallet/wallet.msw';
import { assetHandlers } from './handlers/assets';
import { contentHandlers } from './handlers/content';
import { gamesHandlers } from './handlers/games';
import { memberHandlers } from './handlers/member';
import { recordsHandlers } from './handlers/records';
import { scenarioGate } from './handlers/scenario-gate';
import { sessionHandlers } from './handlers/session';
import { systemHandlers } from './handlers/system';
import { walletHandlers } from './handlers/wallet';

// Orval's faker mocks have no seed option: seed once, so the generated data
// is the same on every start.
faker.seed(20261121);

/**
 * First match wins: the scenario gate, then the stateful hand-written
 * handlers, then Orval's generated handlers for everything else.
 */
export const handlers = [
  scenarioGate,
  ...assetHandlers,
  ...systemHandlers,
  ...sessionHandlers,
  ...memberHandlers,
  ...walletHandlers,
  ...recordsHandlers,
  ...gamesHandlers,
  ...contentHandlers,
  ...getSystemMock(),
  ...getSessionMock(),
  ...getMemberMock(),
  ...getWalletMock(),
  ...getGamesMock(),
  ...getContentMock(),
  ...getAgentMock(),
  ...getLotteryMock(),
  ...getPointsMock(),
];

import {
  getGetMissionLeaderboardMockHandler,
  getGetMissionSummaryMockHandler,
  getGetOpenedNumeroMockHandler,
  getGetVnLotteryMenuMockHandler,
  getGetVnNumeroMockHandler,
  getLaunchLiveChatMockHandler,
  getListLiveModelsMockHandler,
  getListPvpRoomsMockHandler,
  getListRecentLotteryMockHandler,
} from '@generated/api/lottery/lottery.msw';
import type { PvpRoom, RecentLotteryGame } from '@generated/model';
import { CATALOGUE } from '../db/catalogue';
import { LIVE_MODELS, MISSION_LEADERBOARD, OPENED_NUMEROS, VN_LOTTERY_MENU } from '../db/lottery';
import { TRIAL_TYPE } from '@/api/member-types';
import { missionClaimable, promotionsOf } from '../db/promotions';
import { db } from '../db/store';
import { demoGameUrl } from './games';
import { fail, ok, query, requireMember } from './respond';
import { stamp } from '../lib/clock';

/** The lottery domain and its neighbours: VN draws, missions, live models and PVP rooms. */
const DRAW_SECONDS = 15 * 60;

export const PVP_ROOMS: PvpRoom[] = CATALOGUE.filter((game) => game.gameType === 'PVP' && game.gameCode !== 'LOBBY')
  .slice(0, 4)
  .map((game, index) => ({
    roomId: `R-${index + 101}`,
    vassalage: game.vassalage,
    gameCode: game.gameCode ?? game.nodeId,
    gameName: game.gameName,
    minBet: [1, 5, 10, 50][index] ?? 1,
    playerCount: [3, 5, 2, 6][index] ?? 0,
    maxPlayers: 6,
  }));

export const lotteryHandlers = [
  getGetVnLotteryMenuMockHandler(() => ok(VN_LOTTERY_MENU)),

  getListRecentLotteryMockHandler(({ request }) => {
    const member = requireMember(request);
    const prizeMode = (query(request).get('prizeMode') ?? 'LOTT') as RecentLotteryGame['prizeMode'];
    const played = (db.state.recent[member.username] ?? []).filter((entry) => entry.gameType === 'LOTT' || entry.gameType === 'ELOTT');
    return ok(
      played.map((entry) => {
        const game = CATALOGUE.find((candidate) => candidate.nodeId === entry.nodeId);
        return {
          gameCode: game?.gameCode ?? entry.nodeId,
          gameName: game?.gameName,
          prizeMode,
          lastPlayedTime: stamp(entry.playedAt),
        };
      }),
    );
  }),

  getGetVnNumeroMockHandler(({ request }) => {
    const gameCode = query(request).get('gameCode') ?? VN_LOTTERY_MENU[0]?.gameCode ?? 'VN_MIENBAC';
    const latest = OPENED_NUMEROS[gameCode]?.[0];
    if (!latest) return fail('No data', { code: 'NO_DATA' });
    return ok({
      gameCode,
      numero: String(Number(latest.numero) + 1),
      drawTime: '2026-11-21 18:15:00',
      closeTime: '2026-11-21 18:00:00',
      remainingSeconds: DRAW_SECONDS,
    });
  }),

  getGetOpenedNumeroMockHandler(({ request }) => {
    const gameCode = query(request).get('gameCode') ?? VN_LOTTERY_MENU[0]?.gameCode ?? 'VN_MIENBAC';
    return ok(OPENED_NUMEROS[gameCode] ?? []);
  }),

  getGetMissionSummaryMockHandler(({ request }) => {
    const member = requireMember(request);
    const trial = member.type === TRIAL_TYPE;
    // The weekly mission's reward waits in the reward centre (promotions domain) until it is claimed.
    const claimable = missionClaimable(promotionsOf(db.state, member.username));
    return ok({
      totalMissions: 8,
      completedMissions: trial ? 0 : 3,
      claimableCount: trial ? 0 : claimable.count,
      claimableReward: trial ? 0 : claimable.reward,
    });
  }),

  getGetMissionLeaderboardMockHandler(() => ok({ list: MISSION_LEADERBOARD })),

  getListLiveModelsMockHandler(() => ok(LIVE_MODELS)),

  getLaunchLiveChatMockHandler(({ request }) => {
    const member = requireMember(request);
    const model = LIVE_MODELS.find((entry) => entry.modelId === query(request).get('modelId')) ?? LIVE_MODELS[0];
    if (!model?.online) return fail('No data', { code: 'NO_DATA' });
    return ok({ url: demoGameUrl({ title: `Live chat with ${model.nickname}`, vendor: 'LIVE', kind: 'table', member }) });
  }),

  getListPvpRoomsMockHandler(() => ok(PVP_ROOMS)),
];

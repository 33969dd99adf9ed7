import type { LiveModel, MissionLeaderboardEntry, OpenedNumero, VnLotteryMenuItem } from '@generated/model';

/** Lottery, missions, live models and PVP rooms of the demo world. */
export const VN_LOTTERY_MENU: VnLotteryMenuItem[] = [
  { gameCode: 'VN_MIENBAC', gameName: 'Miền Bắc', region: 'North', drawTime: '18:15', sequence: 1 },
  { gameCode: 'VN_HOCHIMINH', gameName: 'Hồ Chí Minh', region: 'South', drawTime: '16:15', sequence: 2 },
  { gameCode: 'VN_DALAT', gameName: 'Đà Lạt', region: 'South', drawTime: '16:15', sequence: 3 },
];

export const OPENED_NUMEROS: Record<string, OpenedNumero[]> = Object.fromEntries(
  VN_LOTTERY_MENU.map((item, index) => [
    item.gameCode,
    [20, 19, 18].map((day, n) => ({
      gameCode: item.gameCode,
      numero: `202611${day}`,
      drawTime: `2026-11-${day} ${item.drawTime ?? '18:15'}:00`,
      winningNumbers: [String((index * 7919 + n * 104729) % 100000).padStart(5, '0'), String((index * 31 + n * 97) % 10000).padStart(4, '0')],
    })),
  ]),
);

export const MISSION_LEADERBOARD: MissionLeaderboardEntry[] = [
  { rank: 1, customerName: 'ja***88', score: 9820, rewardAmount: 888 },
  { rank: 2, customerName: 'mi***01', score: 8410, rewardAmount: 588 },
  { rank: 3, customerName: 'ah***12', score: 7755, rewardAmount: 388 },
  { rank: 4, customerName: 'de***mo', score: 5120, rewardAmount: 188 },
  { rank: 5, customerName: 'ta***99', score: 4980, rewardAmount: 88 },
];

export const LIVE_MODELS: LiveModel[] = [
  { modelId: 'LM-001', nickname: 'Mia', avatarUrl: '/mock-assets/live/mia.svg', online: true, viewerCount: 1284 },
  { modelId: 'LM-002', nickname: 'Linh', avatarUrl: '/mock-assets/live/linh.svg', online: true, viewerCount: 932 },
  { modelId: 'LM-003', nickname: 'Aisyah', avatarUrl: '/mock-assets/live/aisyah.svg', online: false, viewerCount: 0 },
];

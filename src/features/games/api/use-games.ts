import { useListGames, useListHotGames } from '@generated/api/games/games';
import type { Game } from '@generated/model';
import { config } from '@/config/env';
import { currentLanguage } from '@/lib/i18n';

/** SPEC 9: clientType 3, pages of 20. */
export const GAME_PAGE_SIZE = 20;

export function useGameList(gameType: Game['gameType'], options: { vassalage?: string; pageNo?: number } = {}) {
  return useListGames(
    {
      clientType: 3,
      platform: 'html5-desktop',
      merchant: config.merchantCode,
      gameType,
      vassalage: options.vassalage,
      pageNo: options.pageNo ?? 1,
      pageSize: GAME_PAGE_SIZE,
      language: currentLanguage(),
    },
    { query: { select: (response) => response.value } },
  );
}

export function useHotGames() {
  return useListHotGames(
    { merchantCode: config.merchantCode, isPlatform: 2, platform: 'flash,html5-desktop', language: currentLanguage() },
    { query: { select: (response) => response.value.list } },
  );
}

import { useListFavourites } from '@generated/api/games/games';
import type { Game } from '@generated/model';
import { unwrap } from '@/api/unwrap';
import { useSession } from '@/api/use-session';
import { useLanguage } from '@/lib/use-language';
import { FAVOURITE_LIMIT } from '../logic/favourite-rules';

/** The favourite games (up to 999 in one call, SPEC 9), optionally of one category. */
export function useFavouriteList(gameType?: Game['gameType'], options: { enabled?: boolean } = {}) {
  const current = useSession();
  const language = useLanguage();
  return useListFavourites(
    {
      clientType: 3,
      platform: 'html5-desktop',
      language,
      pageNo: 1,
      pageSize: FAVOURITE_LIMIT,
      ...(gameType ? { gameType } : {}),
    },
    { query: { enabled: !!current?.token && (options.enabled ?? true), select: (response) => unwrap(response).content } },
  );
}

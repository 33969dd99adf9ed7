import { useLingui } from '@lingui/react/macro';
import { useListFavourites, useListRecentGames } from '@generated/api/games/games';
import { useSession } from '@/api/use-session';
import { currentLanguage } from '@/lib/i18n';
import { QueryState } from '@/ui/query-state';
import { GameGrid } from './game-grid';

/** /favorite (up to 999) and /recent (pages of 20), SPEC 9. */
export function AccountGameList({ kind }: { kind: 'favourites' | 'recent' }) {
  const { t } = useLingui();
  const current = useSession();
  const favourites = useListFavourites(
    { clientType: 3, platform: 'html5-desktop', language: currentLanguage(), token: current?.token ?? '', pageNo: 1, pageSize: 999 },
    { query: { enabled: kind === 'favourites', select: (response) => response.value.content } },
  );
  const recent = useListRecentGames(
    { page: 1, pageSize: 20, language: currentLanguage(), clientType: 3 },
    { query: { enabled: kind === 'recent', select: (response) => response.value.list } },
  );
  const title = kind === 'favourites' ? t`My favourites` : t`Recently played`;
  return (
    <section aria-labelledby="account-list-title">
      <h1 id="account-list-title">{title}</h1>
      <QueryState query={kind === 'favourites' ? favourites : recent} label={title}>
        {(games) => <GameGrid games={games} />}
      </QueryState>
    </section>
  );
}

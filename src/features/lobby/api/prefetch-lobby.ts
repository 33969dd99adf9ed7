import type { QueryClient } from '@tanstack/react-query';
import { unwrap } from '@/api/unwrap';
import { hotGamesQueryOptions } from '@/features/games';
import { noticesQueryOptions } from '@/features/notices';
import { preloadImage } from '@/lib/preload-image';
import { homeBanners } from '../logic/banners';

/**
 * What the lobby's first screen shows from the server, beyond the shell's calls: the notices (the marquee and
 * the banners) and the hot games. The lobby's loader asks for them, and so does start-up when the address is the
 * lobby, beside the catalog rather than after the first render (issue 12). The first banner's image (the page's
 * largest paint) starts downloading as soon as the notices name it, while the lobby's code loads and renders.
 * Nothing waits: the sections show their sized placeholders meanwhile, and a failed call is the section's to show.
 */
export function prefetchLobby(queryClient: QueryClient, language: string) {
  void queryClient
    .fetchQuery(noticesQueryOptions(language))
    .then((response) => preloadImage(homeBanners(unwrap(response).banners ?? [])[0]?.url))
    .catch(() => undefined);
  void queryClient.prefetchQuery(hotGamesQueryOptions(language));
}

import { useSession } from '@/api/use-session';
import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_QUERY } from '@/ui/breakpoints';

/**
 * Whether the tab bar shows red counts (SPEC 2): only for a real member (a guest has none; no unread call for a
 * trial user, SPEC 6), and only on a phone, where the bar shows: a desktop lobby does not ask for counts it never
 * draws. A module apart from the counts' queries (api/use-tab-counts.ts), which load with the counted bar
 * (counted-tab-bar.tsx), not with the lobby (issue 33).
 */
export function useTabCountsShown(): boolean {
  const current = useSession();
  const phone = useMediaQuery(PHONE_QUERY, false);
  return phone && !!current?.token && current.isTrial !== true;
}

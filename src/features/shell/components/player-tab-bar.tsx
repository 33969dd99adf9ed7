import { useLingui } from '@lingui/react/macro';
import { Suspense } from 'react';
import { lazyNamed } from '@/ui/on-demand';
import { TabBar, type TabBarItem } from '@/ui/tab-bar';
import { useTabCountsShown } from '../hooks/use-tab-counts-shown';
import { CATEGORY_ROUTES } from '../logic/categories';

/** Where Games stands: every game-list and game-centre page, favourites and recent games. */
const GAME_PATHS = [...Object.values(CATEGORY_ROUTES), '/favorite', '/recent'].filter((path) => path !== '/' && path !== '/promotions');

/** The counts' queries (the reward and mission calls) load only for a member on a phone, not with the lobby (issue 33). */
const CountedTabBar = lazyNamed(() => import('./counted-tab-bar'), 'CountedTabBar');

const NO_COUNTS = { rewards: 0, me: 0 };

/**
 * The player's tab bar on a phone: Home, Games (the slots list with its
 * search), Deposit in the middle, Rewards and Me. A guest's tap on a member
 * tab meets the member pages' guard: the login dialog, then that page; a
 * trial user meets SPEC 6's "real account needed". A member's shows red counts.
 */
export function PlayerTabBar() {
  const tabs = <PlayerTabs counts={NO_COUNTS} />;
  return useTabCountsShown() ? (
    <Suspense fallback={tabs}>
      <CountedTabBar />
    </Suspense>
  ) : (
    tabs
  );
}

/** The tab bar's links, with the counts it shows on Rewards and Me. */
export function PlayerTabs({ counts }: { counts: { rewards: number; me: number } }) {
  const { t } = useLingui();
  const items: TabBarItem[] = [
    { key: 'home', to: '/', paths: ['/', '/home', '/index', '/index.html'], label: t`Home`, icon: 'home' },
    { key: 'games', to: '/rng', paths: GAME_PATHS, label: t`Games`, icon: 'slots' },
    { key: 'deposit', to: '/member/deposit', paths: ['/member/deposit'], label: t`Deposit`, icon: 'deposit', prominent: true },
    { key: 'rewards', to: '/member/reward-center', paths: ['/member/reward-center', '/promotions'], label: t`Rewards`, icon: 'gift', count: counts.rewards },
    {
      key: 'me',
      to: '/member',
      paths: ['/member', '/pointMall'],
      label: t({ message: 'Me', comment: 'Tab bar and page title: the member centre' }),
      icon: 'user',
      count: counts.me,
    },
  ];
  return <TabBar label={t`Main`} items={items} />;
}

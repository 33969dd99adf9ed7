import { useLingui } from '@lingui/react/macro';
import { TabBar, type TabBarItem } from '@/ui/tab-bar';
import { useTabCounts } from '../api/use-tab-counts';
import { CATEGORY_ROUTES } from '../logic/categories';

/** Where Games stands: every game-list and game-centre page, favourites and recent games. */
const GAME_PATHS = [...Object.values(CATEGORY_ROUTES), '/favorite', '/recent'].filter((path) => path !== '/' && path !== '/promotions');

/**
 * The player's tab bar on a phone: Home, Games (the slots list with its
 * search), Deposit in the middle, Rewards and Me. A guest's tap on a member
 * tab meets the member pages' guard: the login dialog, then that page; a
 * trial user meets SPEC 6's "real account needed".
 */
export function PlayerTabBar() {
  const { t } = useLingui();
  const counts = useTabCounts();
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

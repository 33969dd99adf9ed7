import { useTabCounts } from '../api/use-tab-counts';
import { PlayerTabs } from './player-tab-bar';

/** The player's tab bar with its red counts: a member's, on a phone (player-tab-bar.tsx loads it then). */
export function CountedTabBar() {
  return <PlayerTabs counts={useTabCounts()} />;
}

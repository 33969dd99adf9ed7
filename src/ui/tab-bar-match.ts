/** A tab and the addresses it stands for: itself and the pages below each path. */
export type TabMatch = { key: string; paths: readonly string[] };

function matchLength(pathname: string, path: string): number {
  const bare = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  if (path === '/') return bare === '/' ? 1 : -1;
  return bare === path || bare.startsWith(`${path}/`) ? path.length : -1;
}

/**
 * The tab the current page belongs to: the longest path that is the page or
 * one of its ancestors ('/' only for itself), so /member/deposit is Deposit's
 * while /member/wallet falls to the tab of /member. None when no tab claims it.
 */
export function activeTab(pathname: string, tabs: readonly TabMatch[]): string | undefined {
  let best: { key: string; length: number } | undefined;
  for (const tab of tabs) {
    for (const path of tab.paths) {
      const length = matchLength(pathname, path);
      if (length > 0 && (!best || length > best.length)) best = { key: tab.key, length };
    }
  }
  return best?.key;
}

/** SPEC 9: the announcement popup lists 9 titles a page; the pager shows a range of 5 with 1 margin page. */
export const ANNOUNCEMENT_PAGE = { size: 9, range: 5, margin: 1 } as const;

export function pageCount(total: number, size: number = ANNOUNCEMENT_PAGE.size): number {
  return Math.max(1, Math.ceil(total / size));
}

export function pageSlice<T>(items: readonly T[], page: number, size: number = ANNOUNCEMENT_PAGE.size): T[] {
  const current = Math.min(Math.max(1, page), pageCount(items.length, size));
  return items.slice((current - 1) * size, current * size);
}

export type PagerItem = { kind: 'page'; page: number } | { kind: 'gap'; key: string };

/**
 * The pager's buttons: `margin` pages at each end, a window of `range` pages
 * around the current one, and a gap where pages are skipped (the classic
 * "range 5, margin 1" pager: 1 … 4 5 6 7 8 … 20).
 */
export function pagerItems(current: number, total: number, range: number = ANNOUNCEMENT_PAGE.range, margin: number = ANNOUNCEMENT_PAGE.margin): PagerItem[] {
  if (total <= 1) return total === 1 ? [{ kind: 'page', page: 1 }] : [];
  if (total <= range + 2 * margin) return Array.from({ length: total }, (_, i) => ({ kind: 'page', page: i + 1 }));
  const page = Math.min(Math.max(1, current), total);
  let start = page - Math.floor(range / 2);
  let end = start + range - 1;
  if (start < 1 + margin) {
    start = 1 + margin;
    end = start + range - 1;
  }
  if (end > total - margin) {
    end = total - margin;
    start = end - range + 1;
  }
  const pages = new Set<number>();
  for (let i = 1; i <= margin; i += 1) pages.add(i);
  for (let i = start; i <= end; i += 1) pages.add(i);
  for (let i = total - margin + 1; i <= total; i += 1) pages.add(i);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const p of [...pages].sort((a, b) => a - b)) {
    if (p - previous > 1) items.push({ kind: 'gap', key: `gap-${previous}` });
    items.push({ kind: 'page', page: p });
    previous = p;
  }
  return items;
}

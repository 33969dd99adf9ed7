/**
 * A table's sort as its URL keeps it (`field.asc` or `field.desc`, tableSearchSchema's `sort`): a module of its own, since
 * only the record pages sort, and table-search.ts is in the first screen's code with the routes' search schemas (issue 33).
 */
export type Sort = { id: string; desc: boolean };

export function parseSort(sort: string | undefined): Sort | undefined {
  if (!sort) return undefined;
  const [id, direction] = sort.split('.');
  return id ? { id, desc: direction === 'desc' } : undefined;
}

export function formatSort(sort: Sort | undefined): string | undefined {
  return sort ? `${sort.id}.${sort.desc ? 'desc' : 'asc'}` : undefined;
}

/**
 * One page of a list, the way every paged operation of the contract counts:
 * pages from 1, `totalPages` at least 1, `total` the whole list, a page number
 * past the end clamped to the last page. Handlers rename the fields to their
 * operation's shape (`games`, `content`/`pageNum`, `list`).
 */
export type Page<T> = { items: T[]; pageNo: number; pageSize: number; totalPages: number; total: number };

export function paginated<T>(all: readonly T[], request: { pageNo?: unknown; pageSize?: unknown }, defaultPageSize = 20): Page<T> {
  const size = Number(request.pageSize);
  const pageSize = Number.isInteger(size) && size > 0 ? size : defaultPageSize;
  const totalPages = Math.max(1, Math.ceil(all.length / pageSize));
  const wanted = Number(request.pageNo);
  const pageNo = Math.min(Math.max(1, Number.isInteger(wanted) ? wanted : 1), totalPages);
  return { items: all.slice((pageNo - 1) * pageSize, pageNo * pageSize), pageNo, pageSize, totalPages, total: all.length };
}

/** `pageNo`/`pageSize` (or another page parameter name) from a request's query. */
export function pageQuery(request: Request, pageParam = 'pageNo'): { pageNo: string | null; pageSize: string | null } {
  const params = new URL(request.url).searchParams;
  return { pageNo: params.get(pageParam), pageSize: params.get('pageSize') };
}

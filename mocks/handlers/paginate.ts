/** Server-side list handling of the record calls: a day range, a `field.dir` sort, and pages. */
export type ListQuery = { from?: string | null; to?: string | null; sort?: string | null; pageNo?: number; pageSize?: number };

export function inDayRange<T>(rows: readonly T[], day: (row: T) => string, from?: string | null, to?: string | null): T[] {
  return rows.filter((row) => {
    const value = day(row).slice(0, 10);
    return (!from || value >= from) && (!to || value <= to);
  });
}

export function sortBy<T>(rows: readonly T[], sort?: string | null): T[] {
  if (!sort) return [...rows];
  const [field, direction] = sort.split('.');
  const sign = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = (a as Record<string, unknown>)[field ?? ''];
    const y = (b as Record<string, unknown>)[field ?? ''];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x ?? '').localeCompare(String(y ?? '')) * sign;
  });
}

/** One page of rows plus what the pager needs. */
export function paginated<T>(rows: readonly T[], pageNo = 1, pageSize = 20) {
  const start = (pageNo - 1) * pageSize;
  return { list: rows.slice(start, start + pageSize), total: rows.length, pageNo, pageSize };
}

export function queryOf(request: Request): ListQuery & URLSearchParams {
  const params = new URL(request.url).searchParams;
  return Object.assign(params, {
    from: params.get('from'),
    to: params.get('to'),
    sort: params.get('sort'),
    pageNo: Number(params.get('pageNo') ?? 1) || 1,
    pageSize: Number(params.get('pageSize') ?? 20) || 20,
  });
}

import { dayPattern, int, oneOfNumbers, searchSchema, text, withDefault, type SearchOf } from '@/lib/search-params';

export const PAGE_SIZES = [10, 20, 50] as const;

/**
 * The table state every record page keeps in its URL (so a filtered, sorted
 * page survives a reload and a shared link): page, page size, sort, and the
 * date range. A bad value falls back instead of failing the page.
 * Extend it per page: `searchSchema({ ...tableSearchSchema.shape, gameType: ... })`.
 */
export const tableSearchSchema = searchSchema({
  pageNo: withDefault(int(1, 10_000), 1),
  pageSize: withDefault(oneOfNumbers(PAGE_SIZES), 20),
  /** `field.asc` or `field.desc`. */
  sort: text({ pattern: /^[A-Za-z0-9]+\.(asc|desc)$/ }),
  from: text({ pattern: dayPattern }),
  to: text({ pattern: dayPattern }),
});

export type TableSearch = SearchOf<typeof tableSearchSchema>;

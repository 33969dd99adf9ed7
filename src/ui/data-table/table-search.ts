import { z } from 'zod';
import { DATE_PRESETS, dayPattern, presetRange, type DatePreset } from '@/lib/date-range';

export const PAGE_SIZES = [10, 20, 50] as const;

/**
 * The table state every record page keeps in its URL (so a filtered, sorted
 * page survives a reload and a shared link): page, page size, sort, and the
 * date range. A bad value falls back instead of failing the page.
 * Extend it per page: `tableSearchSchema.extend({ gameType: ... })`.
 */
export const tableSearchSchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1).catch(1),
  pageSize: z.coerce
    .number()
    .refine((size) => (PAGE_SIZES as readonly number[]).includes(size))
    .default(20)
    .catch(20),
  /** `field.asc` or `field.desc`. */
  sort: z
    .string()
    .regex(/^[A-Za-z0-9]+\.(asc|desc)$/)
    .optional()
    .catch(undefined),
  from: z.string().regex(dayPattern).optional().catch(undefined),
  to: z.string().regex(dayPattern).optional().catch(undefined),
});

export type TableSearch = z.infer<typeof tableSearchSchema>;

export type Sort = { id: string; desc: boolean };

export function parseSort(sort: string | undefined): Sort | undefined {
  if (!sort) return undefined;
  const [id, direction] = sort.split('.');
  return id ? { id, desc: direction === 'desc' } : undefined;
}

export function formatSort(sort: Sort | undefined): string | undefined {
  return sort ? `${sort.id}.${sort.desc ? 'desc' : 'asc'}` : undefined;
}

/** The range a request uses: the URL's, else the page's default quick pick. */
export function effectiveRange(search: Pick<TableSearch, 'from' | 'to'>, fallback: DatePreset = 'last7', today?: Date) {
  const preset = presetRange(fallback, today);
  return { from: search.from ?? preset.from, to: search.to ?? preset.to };
}

export { DATE_PRESETS };

/** What the record calls share on top of `paginated()`: a day range and a `field.asc|desc` sort, as a server would apply them. */
export function inDayRange<T>(rows: readonly T[], day: (row: T) => string, from?: string | null, to?: string | null): T[] {
  return rows.filter((row) => {
    const value = day(row).slice(0, 10);
    return (!from || value >= from) && (!to || value <= to);
  });
}

export function sortBy<T>(rows: readonly T[], sort?: string | null): T[] {
  if (!sort) return [...rows];
  const [field = '', direction] = sort.split('.');
  const sign = direction === 'desc' ? -1 : 1;
  return [...rows].sort((a, b) => {
    const x = (a as Record<string, unknown>)[field];
    const y = (b as Record<string, unknown>)[field];
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x ?? '').localeCompare(String(y ?? '')) * sign;
  });
}

export const sumOf = (values: readonly number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

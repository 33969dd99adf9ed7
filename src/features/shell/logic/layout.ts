export type SystemView = 'site' | 'maintenance' | 'region-blocked';

/** System status 0 shows the site, 1 the maintenance page, 2 the region-blocked page. */
export function systemView(status: number | null | undefined): SystemView {
  if (status === 1) return 'maintenance';
  if (status === 2) return 'region-blocked';
  return 'site';
}

/** The pages the system status may show instead of the site: one module, so one request when one is needed (issue 33). */
export { MaintenancePage } from './maintenance-page';
export { RegionBlockedPage } from './region-blocked-page';

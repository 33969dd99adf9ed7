import type { ReactNode } from 'react';
import { useSystemStatus } from '../api/use-system-status';
import { systemView } from '../logic/layout';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockedPage } from './region-blocked-page';

export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  // While the status loads, the site: the first screen is in the page's HTML (ADR 0022) and stays; a maintenance
  // or region answer replaces it when it comes.
  if (status.isPending) return <>{children}</>;
  const info = status.data;
  switch (systemView(info?.status)) {
    case 'maintenance':
      return <MaintenancePage endTime={info?.maintenanceEnd ?? null} />;
    case 'region-blocked':
      return <RegionBlockedPage ip={info?.location?.ip ?? null} />;
    case 'site':
      return <>{children}</>;
  }
}

import type { ReactNode } from 'react';
import { drawsFirstScreenFromHtml } from '@/lib/first-screen';
import { useSystemStatus } from '../api/use-system-status';
import { systemView } from '../logic/layout';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockedPage } from './region-blocked-page';
import { SplashScreen } from './splash-screen';

export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  // The first screen from the HTML (ADR 0022) stays while the status loads; a maintenance or region answer replaces
  // it when it comes. Any other page waits on the splash.
  if (status.isPending) return drawsFirstScreenFromHtml() ? <>{children}</> : <SplashScreen />;
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

import type { ReactNode } from 'react';
import { useSystemStatus } from '../api/use-system-status';
import { systemView } from '../logic/layout';
import { MaintenancePage } from './maintenance-page';
import { RegionBlockedPage } from './region-blocked-page';
import { SplashScreen } from './splash-screen';

export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  if (status.isPending) return <SplashScreen />;
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

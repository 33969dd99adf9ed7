import { Suspense, type ReactNode } from 'react';
import { drawsFirstScreenFromHtml } from '@/lib/first-screen';
import { lazyNamed } from '@/ui/on-demand';
import { useSystemStatus } from '../api/use-system-status';
import { systemView } from '../logic/layout';
import { SplashScreen } from './splash-screen';

/** Shown only when the status says so (never in the build's HTML): their code loads then, behind the splash (issue 33). */
const loadSystemPages = () => import('./system-pages');
const MaintenancePage = lazyNamed(loadSystemPages, 'MaintenancePage');
const RegionBlockedPage = lazyNamed(loadSystemPages, 'RegionBlockedPage');

export function SystemGate({ children }: { children: ReactNode }) {
  const status = useSystemStatus();
  // The first screen from the HTML (ADR 0022) stays while the status loads; a maintenance or region answer replaces
  // it when it comes. Any other page waits on the splash.
  if (status.isPending) return drawsFirstScreenFromHtml() ? <>{children}</> : <SplashScreen />;
  const info = status.data;
  switch (systemView(info?.status)) {
    case 'maintenance':
      return (
        <Suspense fallback={<SplashScreen />}>
          <MaintenancePage endTime={info?.maintenanceEnd ?? null} />
        </Suspense>
      );
    case 'region-blocked':
      return (
        <Suspense fallback={<SplashScreen />}>
          <RegionBlockedPage ip={info?.location?.ip ?? null} />
        </Suspense>
      );
    case 'site':
      return <>{children}</>;
  }
}

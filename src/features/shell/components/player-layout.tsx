import { useLingui } from '@lingui/react/macro';
import { Outlet } from '@tanstack/react-router';
import { AnnouncementPopups } from '@/features/notices';
import { useSideMenu } from '../hooks/use-side-menu';
import { isGamePagePath, isLobbyPath } from '../logic/layout';
import { ServiceWidget } from './service-widget';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * The player site: collapsible side menu (not on game pages), header, the
 * page, footer and the service widget. Announcement popups open over the
 * lobby only, never over another page's work.
 */
export function PlayerLayout({ pathname }: { pathname: string }) {
  const { t } = useLingui();
  const side = useSideMenu(pathname);
  const withSideMenu = !isGamePagePath(pathname);
  return (
    <div className="app-shell" data-side={withSideMenu ? (side.open ? 'open' : 'closed') : 'none'} data-layout={side.wide ? 'wide' : 'narrow'}>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      {withSideMenu ? <SideMenu pathname={pathname} expanded={side.open} wide={side.wide} onClose={side.close} /> : null}
      {withSideMenu && !side.wide && side.open ? <button type="button" className="app-shell__scrim" aria-label={t`Close menu`} onClick={side.close} /> : null}
      <div className="app-shell__body">
        <SiteHeader pathname={pathname} sideMenu={withSideMenu ? { open: side.open, onToggle: side.toggle } : null} />
        <main id="main" className="app-shell__main" tabIndex={-1}>
          <Outlet />
        </main>
        <SiteFooter />
      </div>
      <ServiceWidget />
      <AnnouncementPopups visible={isLobbyPath(pathname)} />
    </div>
  );
}

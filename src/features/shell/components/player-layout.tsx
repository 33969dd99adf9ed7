import { useLingui } from '@lingui/react/macro';
import { Outlet, useMatches, useRouterState } from '@tanstack/react-router';
import { Suspense } from 'react';
import { hydratedLater, lazyNamed } from '@/ui/on-demand';
import { Deferred } from '@/ui/deferred';
import { useSideMenu } from '../hooks/use-side-menu';
import { ServiceWidget } from './service-widget';
import { SideMenu } from './side-menu';
import { SiteHeader } from './site-header';
// The tab bar's look comes with the layout, not with its code: the build's HTML draws the bar, and without its
// stylesheet in the page a phone showed it as an unstyled list below the page until the code arrived (issue 33).
import '@/ui/tab-bar.css';

/**
 * Below every page and never in the build's HTML (it renders in the second pass), so its code (links, badges, the
 * vendor marquee, the play-safely flag's call) loads then, beside that pass, not in the initial JS (issue 33).
 */
const SiteFooter = lazyNamed(() => import(/* after-first-screen */ './site-footer'), 'SiteFooter');

/**
 * The phone's tab bar: in the build's HTML (styled by the stylesheet imported above), its code loads while the page
 * hydrates (issue 33: not in the lobby's initial JS); its boundary keeps the HTML's bar until then.
 */
const PlayerTabBarOnDemand = hydratedLater(() => import(/* after-first-screen */ './player-tab-bar'), 'PlayerTabBar');

/**
 * The player site: collapsible side menu (the game layout goes without it),
 * header, the page, footer and the service widget. Which of the two a page
 * gets is decided by the route tree (`_player` or `_game`), not by its path.
 */
export function PlayerLayout({ sideMenu = true }: { sideMenu?: boolean }) {
  const { t } = useLingui();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const side = useSideMenu(pathname);
  // A page whose route says so (the member centre) goes without the marketing footer on a phone.
  const phoneFooter = useMatches({ select: (matches) => !matches.some((match) => match.staticData.phoneFooter === false) });
  return (
    <div className="app-shell" data-side={sideMenu ? (side.open ? 'open' : 'closed') : 'none'} data-layout={side.wide ? 'wide' : 'narrow'}>
      <a className="skip-link" href="#main">
        {t`Skip to content`}
      </a>
      {/* Not in a boundary of its own: it draws the game menus, whose answers wait only for the first pass (ADR 0032). */}
      {sideMenu ? <SideMenu pathname={pathname} expanded={side.open} wide={side.wide} onClose={side.close} /> : null}
      {sideMenu && !side.wide && side.open ? <button type="button" className="app-shell__scrim" aria-label={t`Close menu`} onClick={side.close} /> : null}
      <div className="app-shell__body">
        <SiteHeader pathname={pathname} sideMenu={sideMenu ? { open: side.open, onToggle: side.toggle } : null} />
        <main id="main" className="app-shell__main" tabIndex={-1}>
          <Outlet />
        </main>
        {/* Below every page: rendered in a second, interruptible pass (issue 12), its code loaded then (issue 33). */}
        <div className="app-shell__footer" data-phone={phoneFooter ? 'shown' : 'hidden'}>
          <Deferred>
            <Suspense fallback={null}>
              <SiteFooter />
            </Suspense>
          </Deferred>
        </div>
        {/* Games go full screen on a phone: the game layout has no tab bar. */}
        {/* Hydrated in a later, interruptible pass (issue 33): it reads no call's answer, only the session. */}
        {sideMenu ? <PlayerTabBarOnDemand /> : null}
      </div>
      <ServiceWidget />
    </div>
  );
}

/** Game pages (SPEC 2): the player site without the side menu. */
export function GameLayout() {
  return <PlayerLayout sideMenu={false} />;
}

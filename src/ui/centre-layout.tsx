import { Link, Outlet, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, type ReactNode } from 'react';
import { BackLink, type CentreBack } from './back-link';
import { Icon, type IconName } from './icon';
import './centre-layout.css';

export type CentreMenuItem = { key: string; path: string; label: string; icon: string; count?: number };

/**
 * The member centre: a menu of pages beside the page itself. On a wide
 * screen the menu is a column; on a tablet a row of chips under the header,
 * scrolled sideways. On a phone the menu is a page of its own (`back`, "Me")
 * and every other page starts with a back arrow to it. The current page is
 * marked for screen readers (`aria-current`), and a red count shows when above 0.
 */
export function CentreLayout({
  title,
  items,
  header,
  back,
  density = 'comfortable',
}: {
  title: string;
  items: readonly CentreMenuItem[];
  header?: ReactNode;
  back?: CentreBack;
  density?: 'comfortable' | 'compact';
}) {
  const menu = useRef<HTMLElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    // On a phone the menu is a sideways row: keep the current page's chip in view. Scrolled only when the chip is not
    // wholly in the menu, as an observer sees it after the browser's own layout: scrolling at once, in the commit's
    // effects, forced a layout of the page there (a 45 ms task when the member centre opens on a phone; issue 33).
    const strip = menu.current;
    const chip = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    const show = () => chip?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
    if (!strip || !chip || typeof IntersectionObserver === 'undefined') return show();
    const observer = new IntersectionObserver(
      ([entry]) => {
        observer.disconnect();
        if (entry && entry.intersectionRatio < 1) show();
      },
      { root: strip, threshold: 1 },
    );
    observer.observe(chip);
    return () => observer.disconnect();
  }, [pathname]);
  return (
    <div className="centre" data-density={density} data-phone-menu={back ? 'page' : 'strip'}>
      {header}
      <div className="centre__body">
        <nav ref={menu} className="centre__menu" aria-label={title}>
          <ul>
            {items.map((item) => (
              <li key={item.key}>
                <Link to={item.path} className="centre__link" activeProps={{ className: 'centre__link is-active', 'aria-current': 'page' }} data-key={item.key}>
                  <Icon name={item.icon as IconName} size={18} />
                  <span className="centre__label">{item.label}</span>
                  {item.count && item.count > 0 ? (
                    <span className="centre__count" data-testid={`count-${item.key}`}>
                      {item.count > 99 ? '99+' : item.count}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="centre__page">
          {back && pathname.replace(/\/$/, '') !== back.to ? <BackLink back={back} /> : null}
          <Outlet />
        </section>
      </div>
    </div>
  );
}

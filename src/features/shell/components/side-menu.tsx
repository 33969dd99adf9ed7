import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useState } from 'react';
import { Deferred } from '@/ui/deferred';
import { Icon } from '@/ui/icon';
import { useDrawnCategories } from '../api/use-categories';
import { usePermission } from '../api/use-permission';
import { CATEGORY_ICONS, useCategoryLabels } from '../hooks/use-category-labels';
import { activeCategory } from '../logic/categories';
import { AppDownload } from './app-download';
import { LanguageSelect } from '@/ui/language-select';
import { onDemand, useLoadedWhenIdle } from '@/ui/on-demand';
import { wideNow } from '../hooks/use-side-menu';
import './side-menu.css';
import { DemoBadge } from '@/ui/demo-badge';

/**
 * The customer-service channels are never in the build's HTML (they come with the configuration's answer): their code
 * is asked for at once where the menu is on screen (a wide screen, an open drawer), else once the page is idle
 * (issue 33: a phone's first screen has the drawer closed).
 */
const CustomerServiceLinks = onDemand(() => import('./customer-service-links'), 'CustomerServiceLinks');

type SideMenuProps = { pathname: string; expanded: boolean; wide: boolean; onClose: () => void };

/** SPEC 2 side menu: logo, categories, bonus, invite friends, app download, customer service, language. */
export function SideMenu({ pathname, expanded, wide, onClose }: SideMenuProps) {
  const { t } = useLingui();
  const label = useCategoryLabels();
  const categories = useDrawnCategories();
  const active = activeCategory(pathname, categories);
  const referral = usePermission().data?.availablePromo?.some((promo) => promo.code === 'REFERRAL' && promo.enabled) === true;
  const compact = wide && !expanded;

  const serviceLinks = useLoadedWhenIdle(CustomerServiceLinks);
  useEffect(() => {
    if (wideNow() || (!wide && expanded)) CustomerServiceLinks.preload();
  }, [wide, expanded]);

  useEffect(() => {
    if (wide || !expanded) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [wide, expanded, onClose]);

  // Memoised: the render that the menus' answer starts still sees the previous list (useDrawnCategories), and
  // keeps these elements, so only the interruptible one draws the new items (issue 33).
  const categoryItems = useMemo(
    () =>
      categories.map((category) => {
        const name = label(category);
        return (
          <li key={category.gameType}>
            <Link
              to={category.route}
              className="side-menu__item"
              aria-current={active === category.gameType ? 'page' : undefined}
              title={compact ? name : undefined}
            >
              <Icon name={CATEGORY_ICONS[category.gameType]} />
              <span className="side-menu__label">{name}</span>
            </Link>
          </li>
        );
      }),
    [categories, active, compact, label],
  );

  // A phone's closed drawer is hidden: its contents render in the second, interruptible pass (issue 12). Decided
  // once, when the menu mounts: a page hydrating the build's HTML mounts it with the wide layout (the server's
  // answer to the media query) and keeps the HTML's contents; when the phone's narrow layout then comes, only the
  // menu's attributes change. Swapping the tree there deleted and drew again the whole menu in one synchronous
  // task after every phone's hydration (issue 33).
  const drawerClosed = !wide && !expanded;
  const [deferContents] = useState(drawerClosed);
  const contents = (
    <>
      <Link to="/" className="side-menu__brand" aria-label={t`Royal Lobby home`}>
        <span className="side-menu__logo" aria-hidden="true">
          <Icon name="crown" size={22} />
        </span>
        <span className="side-menu__wordmark">Royal Lobby</span>
      </Link>
      {compact ? null : <DemoBadge />}
      <nav aria-label={t`Main menu`} className="side-menu__nav">
        <ul>{categoryItems}</ul>
      </nav>
      <div className="side-menu__section">
        <Link to="/member" search={{ page: 'rewardCenter' }} className="side-menu__item side-menu__item--bonus" title={compact ? t`Bonus` : undefined}>
          <Icon name="gift" />
          <span className="side-menu__label">
            <Trans>Bonus</Trans>
          </span>
        </Link>
        {referral ? (
          <Link to="/member" search={{ page: 'referral' }} className="side-menu__item" title={compact ? t`Invite friends` : undefined}>
            <Icon name="users" />
            <span className="side-menu__label">
              <Trans>Invite friends</Trans>
            </span>
          </Link>
        ) : null}
        <Link to="/winners" className="side-menu__item" title={compact ? t`Winners` : undefined}>
          <Icon name="trophy" />
          <span className="side-menu__label">
            <Trans>Winners</Trans>
          </span>
        </Link>
        <AppDownload compact={compact} />
      </div>
      {serviceLinks ? <CustomerServiceLinks compact={compact} /> : null}
      <div className="side-menu__footer">
        <LanguageSelect compact={compact} />
      </div>
    </>
  );
  return (
    <aside id="side-menu" className="side-menu" data-compact={compact} hidden={drawerClosed} aria-label={t`Side menu`}>
      {deferContents ? <Deferred>{contents}</Deferred> : contents}
    </aside>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useSession } from '@/api/use-session';
import { Icon } from '@/ui/icon';
import { IconButton } from '@/ui/icon-button';
import { CategoryNav } from './category-nav';
import { GuestActions } from './guest-actions';
import { MemberBar } from './member-bar-on-demand';
import './site-header.css';

type SiteHeaderProps = { pathname: string; sideMenu: { open: boolean; onToggle: () => void } | null };

/** Top bar (menu toggle, logo on small screens, account corner) and the category navigation under it. */
export function SiteHeader({ pathname, sideMenu }: SiteHeaderProps) {
  const { t } = useLingui();
  const current = useSession();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        {sideMenu ? (
          <IconButton label={t`Side menu`} aria-expanded={sideMenu.open} aria-controls="side-menu" onClick={sideMenu.onToggle}>
            <Icon name="menu" />
          </IconButton>
        ) : null}
        <Link to="/" className="site-header__brand" data-with-side-menu={sideMenu !== null}>
          <Icon name="crown" size={22} />
          <span>Royal Lobby</span>
        </Link>
        <div className="site-header__actions">{current ? <MemberBar session={current} /> : <GuestActions />}</div>
      </div>
      <CategoryNav pathname={pathname} />
    </header>
  );
}

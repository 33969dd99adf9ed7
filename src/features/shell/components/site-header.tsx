import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { AccountArea } from '@/features/auth';
import { LanguageSelect } from './language-select';

export function SiteHeader() {
  const { t } = useLingui();
  const links = [
    { to: '/', label: t`Home` },
    { to: '/rng', label: t`Slots` },
    { to: '/live', label: t`Live casino` },
    { to: '/sports', label: t`Sports` },
    { to: '/fish', label: t`Fishing` },
    { to: '/pvp', label: t`Card games` },
    { to: '/esports', label: t`E-sports` },
    { to: '/lott', label: t`Lottery` },
    { to: '/cockfight', label: t`Cockfight` },
    { to: '/promotions', label: t`Promotions` },
  ] as const;
  return (
    <header className="site-header">
      <Link to="/" className="site-header__brand">
        Royal Lobby
      </Link>
      <nav className="site-header__nav" aria-label={t`Game categories`}>
        {links.map((link) => (
          <Link key={link.to} to={link.to} className="site-header__link" activeOptions={{ exact: true }}>
            {link.label}
          </Link>
        ))}
      </nav>
      <div className="site-header__actions">
        <LanguageSelect />
        <AccountArea />
      </div>
    </header>
  );
}

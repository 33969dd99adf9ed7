import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { buttonClass } from '@/ui/button';
import './guest-actions.css';

/** Logged out: log in (the popup over the current page) and register. */
export function GuestActions() {
  const href = useLocation({ select: (location) => location.href });
  const redirect = href.startsWith('/login') || href.startsWith('/register') ? undefined : href;
  return (
    <div className="guest-actions">
      <Link to="/login" search={{ redirect: redirect === '/' ? undefined : redirect }} className={buttonClass({ variant: 'ghost' })}>
        <Trans>Log in</Trans>
      </Link>
      <Link to="/register" className={buttonClass({ variant: 'primary' })}>
        <Trans>Register</Trans>
      </Link>
    </div>
  );
}

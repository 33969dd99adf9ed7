import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { SessionData } from '@/api/session';
import { Icon } from '@/ui/icon';
import { useMemberIcon } from '../api/use-member-bar';
import './account-menu.css';

const AccountMenuDropdown = lazy(() => import('./account-menu-dropdown').then((module) => ({ default: module.AccountMenuDropdown })));

/**
 * Account name and avatar opening the member menu. The button shows at once;
 * the menu's code (Radix menu with floating-ui) follows, and a press that comes
 * before it opens the menu as soon as it is there.
 */
export function AccountMenu({ session }: { session: SessionData }) {
  const { t } = useLingui();
  const icon = useMemberIcon();
  const [pressedEarly, setPressedEarly] = useState(false);
  const name = session.nickname ?? session.account ?? session.username;
  const label = t`Account menu: ${name}`;
  const face = (
    <>
      {icon.data ? (
        <img className="account-menu__avatar" src={icon.data} alt="" width={32} height={32} />
      ) : (
        <Icon name="user" className="account-menu__avatar" />
      )}
      <span className="account-menu__name">{name}</span>
      {session.isTrial ? (
        <span className="account-menu__tag">
          <Trans>Trial</Trans>
        </span>
      ) : null}
      <Icon name="chevron-down" size={14} />
    </>
  );
  return (
    <Suspense
      fallback={
        <button
          type="button"
          className="account-menu__trigger"
          aria-label={label}
          aria-haspopup="menu"
          aria-expanded={false}
          onClick={() => setPressedEarly(true)}
        >
          {face}
        </button>
      }
    >
      <AccountMenuDropdown session={session} label={label} defaultOpen={pressedEarly}>
        {face}
      </AccountMenuDropdown>
    </Suspense>
  );
}

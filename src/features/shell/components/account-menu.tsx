import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionData } from '@/api/session';
import { Icon } from '@/ui/icon';
import { MenuTriggerStandIn, useMenuOnDemand } from '@/ui/menu-trigger-stand-in';
import { onDemand } from '@/ui/on-demand';
import { useMemberIcon } from '../api/use-member-bar';
import './account-menu.css';

/**
 * The menu itself (Radix's dropdown menu with floating-ui) is closed on arrival: its code stays out
 * of the first download (issue 12) and loads on intent or once the page is idle.
 */
const AccountMenuDropdown = onDemand(() => import('./account-menu-dropdown'), 'AccountMenuDropdown');

/** Account name and avatar opening the member menu, then sign out (account-menu-dropdown.tsx). */
export function AccountMenu({ session }: { session: SessionData }) {
  const { t } = useLingui();
  const icon = useMemberIcon();
  const menu = useMenuOnDemand(AccountMenuDropdown);
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
  return menu.asked ? (
    <AccountMenuDropdown session={session} label={label} opening={menu.asked}>
      {face}
    </AccountMenuDropdown>
  ) : (
    <MenuTriggerStandIn className="account-menu__trigger" label={label} {...menu.standIn}>
      {face}
    </MenuTriggerStandIn>
  );
}

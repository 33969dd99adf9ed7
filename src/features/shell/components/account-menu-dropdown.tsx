import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { SessionData } from '@/api/session';
import { Icon, type IconName } from '@/ui/icon';
import { useOpenAsAsked, type MenuOpening } from '@/ui/menu-trigger-stand-in';
import { onDemand } from '@/ui/on-demand';
import { useWhitelabelFlags } from '../api/use-whitelabel-flags';
import { memberMenuItems, type MemberMenuKey } from '../logic/member-menu';

/** Opened by a click: its code loads then (issue 12). */
const SignOutDialog = onDemand(() => import('./sign-out-dialog'), 'SignOutDialog');

const ICONS: Record<MemberMenuKey, IconName> = {
  bettingRecord: 'history',
  accountRecord: 'receipt',
  profitLoss: 'chart',
  rewardCenter: 'gift',
  points: 'star',
  securityCenter: 'shield',
  agentCentre: 'agent',
  manualRebate: 'rebate',
};

type AccountMenuDropdownProps = {
  session: SessionData;
  /** The trigger's accessible name and face (avatar, name, trial tag), as the stand-in showed them. */
  label: string;
  children: ReactNode;
  /** How the stand-in was pressed: the menu opens so when it mounts. */
  opening: MenuOpening;
};

/**
 * The member menu (gated by PTSYS3, MANPLAYREB3 and agent type), then sign out: Radix's dropdown
 * menu, loaded on demand by account-menu.tsx and put in place of its stand-in on the first press.
 */
export function AccountMenuDropdown({ session, label, children, opening }: AccountMenuDropdownProps) {
  const { t } = useLingui();
  const flags = useWhitelabelFlags().data ?? {};
  const [confirming, setConfirming] = useState(false);
  const { defaultOpen, placeFocus } = useOpenAsAsked(opening);
  const labels: Record<MemberMenuKey, string> = {
    bettingRecord: t`Betting record`,
    accountRecord: t`Account record`,
    profitLoss: t`Profit and loss`,
    rewardCenter: t`Reward centre`,
    points: t`Points mall`,
    securityCenter: t`Security centre`,
    agentCentre: t`Agent centre`,
    manualRebate: t`Manual rebate`,
  };
  const items = memberMenuItems({ flags, isAgent: session.isAgent === true });
  return (
    <>
      <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
        <DropdownMenu.Trigger className="account-menu__trigger" aria-label={label}>
          {children}
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="account-menu" align="end" sideOffset={8} ref={placeFocus}>
            <DropdownMenu.Label className="account-menu__label">{session.account ?? session.username}</DropdownMenu.Label>
            {items.map((item) => (
              <DropdownMenu.Item key={item.key} asChild className="account-menu__item">
                <Link to={item.target.to}>
                  <Icon name={ICONS[item.key]} size={18} />
                  {labels[item.key]}
                </Link>
              </DropdownMenu.Item>
            ))}
            <DropdownMenu.Separator className="account-menu__separator" />
            <DropdownMenu.Item className="account-menu__item account-menu__item--danger" onSelect={() => setConfirming(true)}>
              <Icon name="logout" size={18} />
              <Trans>Sign out</Trans>
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      {confirming ? <SignOutDialog onClose={() => setConfirming(false)} /> : null}
    </>
  );
}

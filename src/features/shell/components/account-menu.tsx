import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { SessionData } from '@/api/session';
import { Icon, type IconName } from '@/ui/icon';
import { onDemand } from '@/ui/on-demand';
import { useMemberIcon } from '../api/use-member-bar';
import { useWhitelabelFlags } from '../api/use-permission';
import { memberMenuItems, type MemberMenuKey } from '../logic/member-menu';
import './account-menu.css';

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

/** Account name and avatar opening the member menu (gated by PTSYS3, MANPLAYREB3 and agent type), then sign out. */
export function AccountMenu({ session }: { session: SessionData }) {
  const { t } = useLingui();
  const icon = useMemberIcon();
  const flags = useWhitelabelFlags().data ?? {};
  const [confirming, setConfirming] = useState(false);
  const name = session.nickname ?? session.account ?? session.username;
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
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="account-menu__trigger" aria-label={t`Account menu: ${name}`}>
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
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="account-menu" align="end" sideOffset={8}>
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

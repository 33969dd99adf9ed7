import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { walletBalanceQueryOptions } from '@/api/queries';
import { useLogout, useMemberInfo } from '@/features/auth';
import { BalanceFailed } from '@/ui/balance-failed';
import { Button } from '@/ui/button';
import { DemoBadge } from '@/ui/demo-badge';
import { formatMoney } from '@/lib/format';
import { formatClock } from '@/lib/format-date';
import { Icon } from '@/ui/icon';
import { LanguageSelect } from '@/ui/language-select';
import { useNow } from '@/lib/use-now';
import { gmtOffset } from '../logic/time-zone';
import './agent-header.css';

/**
 * SPEC 2: logo, the time-zone offset, a live clock (every second), nickname and sign out (back to /agent); and the agent's balance
 * and a language switch (issue 27), or a retry where the balance could not be loaded. Sign out keeps its word on a phone.
 * A phone shows two rows (session 14; four before, ~200 px): the brand, the title and an "Account" button, then the
 * clock and the balance; the button opens the nickname, the language and sign out. A wider screen shows them in line
 * and no button (agent-header.css).
 */
export function AgentHeader() {
  const { t, i18n } = useLingui();
  const now = new Date(useNow());
  const member = useMemberInfo();
  const wallet = useQuery(walletBalanceQueryOptions());
  const logout = useLogout();
  const name = member.data ? (member.data.nickname ?? member.data.account) : '';
  const [accountOpen, setAccountOpen] = useState(false);
  const accountId = useId();
  const corner = useRef<HTMLDivElement>(null);
  // The open account part closes on Escape and on a touch anywhere else, as a menu does.
  useEffect(() => {
    if (!accountOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setAccountOpen(false);
    };
    const onPointer = (event: PointerEvent) => {
      if (!corner.current?.contains(event.target as Node)) setAccountOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [accountOpen]);
  return (
    <header className="agent-header">
      <Link to="/agentHome" className="agent-header__brand">
        <span className="agent-header__logo" aria-hidden="true">
          <Icon name="crown" size={18} />
        </span>
        <span className="agent-header__wordmark">Royal Lobby</span>
      </Link>
      <h1 className="agent-header__title">
        <Trans>Agent centre</Trans>
      </h1>
      <DemoBadge />
      <div className="agent-header__time" aria-label={t`Local time`}>
        <span className="agent-header__zone">{gmtOffset(now)}</span>
        <time dateTime={now.toISOString()} data-testid="agent-clock">
          {formatClock(now, i18n.locale)}
        </time>
      </div>
      <div className="agent-header__user" ref={corner}>
        {wallet.data ? (
          <span className="agent-header__balance" aria-label={t`Balance`}>
            <Icon name="wallet" size={14} />
            <span data-testid="agent-balance">{formatMoney(wallet.data.balance, wallet.data.currencySymbol)}</span>
          </span>
        ) : wallet.isError ? (
          // As in the player's header (ADR 0026): no balance at all says so with a retry; a failed refresh keeps the last one.
          <BalanceFailed retrying={wallet.isFetching} onRetry={() => void wallet.refetch()} />
        ) : null}
        <button
          type="button"
          className="agent-header__account-button"
          aria-label={t`Account`}
          aria-expanded={accountOpen}
          aria-controls={accountId}
          onClick={() => setAccountOpen((open) => !open)}
        >
          <Icon name="agent" size={20} />
        </button>
        <div id={accountId} className="agent-header__account" data-open={accountOpen}>
          <span className="agent-header__name">
            <Icon name="agent" size={16} />
            <span>{name}</span>
          </span>
          <LanguageSelect />
          <Button variant="ghost" className="agent-header__logout" onClick={() => logout.mutate()} disabled={logout.isPending}>
            <Icon name="logout" size={16} />
            <span className="agent-header__logout-text">
              <Trans>Sign out</Trans>
            </span>
          </Button>
        </div>
      </div>
    </header>
  );
}

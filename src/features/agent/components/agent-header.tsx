import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useLogout, useMemberInfo } from '@/features/auth';
import { DemoBadge } from '@/ui/demo-badge';
import { Icon } from '@/ui/icon';
import { useClock } from '../hooks/use-clock';
import { gmtOffset } from '../logic/time-zone';

/** SPEC 2: logo, the time-zone offset, a live clock (every second), nickname and sign out (back to /agent). */
export function AgentHeader() {
  const { t, i18n } = useLingui();
  const now = new Date(useClock());
  const member = useMemberInfo();
  const logout = useLogout();
  const name = member.data ? (member.data.nickname ?? member.data.account) : '';
  return (
    <header className="agent-header">
      <Link to="/agentHome" className="agent-header__brand" aria-label={t`Agent centre home`}>
        <span className="agent-header__logo" aria-hidden="true">
          <Icon name="crown" size={20} />
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
          {now.toLocaleTimeString(i18n.locale === 'my' ? 'my-MM-u-nu-latn' : i18n.locale, {
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hour12: false,
          })}
        </time>
      </div>
      <div className="agent-header__user">
        <Icon name="agent" size={18} />
        <span className="agent-header__name">{name}</span>
        <button type="button" className="button button--ghost agent-header__logout" onClick={() => logout.mutate()} disabled={logout.isPending}>
          <Icon name="logout" size={16} />
          <Trans>Sign out</Trans>
        </button>
      </div>
    </header>
  );
}

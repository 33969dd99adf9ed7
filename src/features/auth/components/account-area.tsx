import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useGetWalletBalance } from '@generated/api/wallet/wallet';
import { useSession } from '@/api/use-session';
import { formatMoney } from '@/lib/money';
import { useLogout } from '../api/use-logout';

/** The header's account corner: login and register for guests, balance and sign out for members. */
export function AccountArea() {
  const { t } = useLingui();
  const current = useSession();
  const balance = useGetWalletBalance({ query: { enabled: !!current?.token, select: (response) => response.value } });
  const logout = useLogout();
  if (!current) {
    return (
      <>
        <Link to="/login" className="button button--ghost">
          <Trans>Log in</Trans>
        </Link>
        <Link to="/register" className="button button--primary">
          <Trans>Register</Trans>
        </Link>
      </>
    );
  }
  return (
    <>
      <span className="account-area__balance" aria-label={t`Balance`}>
        {balance.data ? formatMoney(balance.data.balance, balance.data.currencySymbol) : '…'}
      </span>
      <span className="account-area__name">{current.nickname ?? current.username}</span>
      <button type="button" className="button button--ghost" onClick={() => logout.mutate()} disabled={logout.isPending}>
        <Trans>Sign out</Trans>
      </button>
    </>
  );
}

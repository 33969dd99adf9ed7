import { Trans } from '@lingui/react/macro';
import { getRouteApi } from '@tanstack/react-router';
import { PageHeader } from '@/ui/page-header';
import { DepositForm } from './deposit-form';
import { DepositOrderView } from './deposit-order';
import './money.css';

const route = getRouteApi('/_player/_auth/member/deposit');

/** depositv2 (SPEC 2): choose a channel and an amount, then the channel's payment step; the order stays in the address, so a reload keeps it. */
export function DepositPage() {
  const { order } = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <div className="money-page">
      <PageHeader title={<Trans>Deposit</Trans>} description={<Trans>Top up your main wallet by bank transfer, e-wallet, DuitNow QR or USDT.</Trans>} />
      {order ? (
        <DepositOrderView orderId={order} onRestart={() => void navigate({ search: {}, replace: true })} />
      ) : (
        <DepositForm onCreated={(orderId) => void navigate({ search: { order: orderId } })} />
      )}
    </div>
  );
}

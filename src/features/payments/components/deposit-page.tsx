import { Trans } from '@lingui/react/macro';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { PageHeader } from '@/ui/page-header';
import { DepositForm } from './deposit-form';
import { DepositOrderView } from './deposit-order';
import type { SearchOf } from '@/lib/search-params';
import type { depositSearchSchema } from '../logic/deposit-search';
import '@/ui/money-pages.css';

/**
 * depositv2 (SPEC 2): choose a channel and an amount, then the channel's payment step; the order stays in the address, so a reload keeps it.
 * Any route that validates `depositSearchSchema` may show it: the member centre's and the agent centre's deposit (issue 27).
 */
export function DepositPage() {
  const { order } = useSearch({ strict: false }) as SearchOf<typeof depositSearchSchema>;
  const navigate = useNavigate();
  return (
    <div className="money-page">
      <PageHeader title={<Trans>Deposit</Trans>} description={<Trans>Top up your main wallet by bank transfer, e-wallet, DuitNow QR or USDT.</Trans>} />
      {order ? (
        <DepositOrderView orderId={order} onRestart={() => void navigate({ to: '.', search: {}, replace: true })} />
      ) : (
        <DepositForm onCreated={(orderId) => void navigate({ to: '.', search: { order: orderId } })} />
      )}
    </div>
  );
}

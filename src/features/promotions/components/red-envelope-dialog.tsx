import { Trans } from '@lingui/react/macro';
import type { RedEnvelope } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form';
import { Icon } from '@/ui/icon';
import { useOpenRedEnvelope } from '../api/promotions';
import './promo-page.css';
import './red-envelope-dialog.css';

/**
 * A red envelope, opened in place: the flap lifts and the amount rises out
 * (CSS, no motion with prefers-reduced-motion), then the amount is in the wallet.
 */
export function RedEnvelopeDialog({ envelope, onClose }: { envelope: RedEnvelope; onClose: () => void }) {
  const open = useOpenRedEnvelope();
  const opened = open.data;
  return (
    <Dialog title={envelope.title} size="sm" onClose={onClose}>
      <div className="red-envelope" data-state={opened ? 'open' : 'closed'}>
        <div className="red-envelope__art" aria-hidden="true">
          <span className="red-envelope__back" />
          <span className="red-envelope__card">{opened ? formatMoney(opened.amount) : ''}</span>
          <span className="red-envelope__front" />
          <span className="red-envelope__flap" />
          <span className="red-envelope__seal">
            <Icon name="gift" size={26} />
          </span>
        </div>
        {opened ? (
          <div className="red-envelope__result" role="status">
            <p className="red-envelope__amount">{formatMoney(opened.amount)}</p>
            <p>
              <Trans>Added to your wallet. Your balance is now {formatMoney(opened.balance)}.</Trans>
            </p>
            <Button variant="primary" block onClick={onClose}>
              <Trans>Done</Trans>
            </Button>
          </div>
        ) : (
          <div className="red-envelope__result">
            <p>
              <Trans>A gift is waiting inside. Open it to add it to your wallet.</Trans>
            </p>
            {open.isError ? <FormError error={open.error} /> : null}
            <Button variant="primary" size="lg" block pending={open.isPending} onClick={() => open.mutate(envelope.envelopeId)}>
              <Trans>Open the envelope</Trans>
            </Button>
          </div>
        )}
      </div>
    </Dialog>
  );
}

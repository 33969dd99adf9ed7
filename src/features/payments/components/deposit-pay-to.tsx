import { Trans, useLingui } from '@lingui/react/macro';
import QRCode from 'react-qr-code';
import type { DepositOrder } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { CopyValue } from './copy-value';
import '@/ui/money-pages.css';
import './deposit-pay-to.css';

/** Where to pay, as the channel needs it: bank details to type in, a QR to scan, or a USDT address. */
export function DepositPayTo({ order, currencySymbol }: { order: DepositOrder; currencySymbol: string }) {
  const { t } = useLingui();
  const { payTo } = order;
  if (payTo.kind === 'qr' && payTo.qrContent) {
    const amount = formatMoney(order.amount, currencySymbol);
    const label = t`QR code to pay ${amount}`;
    return (
      <div className="pay-to pay-to--qr">
        <figure className="pay-qr">
          <div className="pay-qr__code" data-value={payTo.qrContent}>
            <QRCode value={payTo.qrContent} size={184} title={label} role="img" aria-label={label} />
          </div>
          <figcaption>
            <Trans>Scan with your banking or e-wallet app. The amount and reference are in the code.</Trans>
          </figcaption>
        </figure>
        <dl className="copy-list">{payTo.accountName ? <CopyValue label={t`Pay to`} value={payTo.accountName} /> : null}</dl>
      </div>
    );
  }
  if (payTo.kind === 'address' && payTo.address) {
    const crypto = payTo.cryptoAmount?.toFixed(2) ?? '';
    const network = payTo.network ?? '';
    const rate = formatMoney(payTo.rate ?? 0, currencySymbol);
    return (
      <div className="pay-to">
        <p className="money-note money-note--warning">
          <Trans>Send only USDT on the {network} network to this address. Other coins or networks are lost.</Trans>
        </p>
        <dl className="copy-list">
          <CopyValue label={t`Network`} value={payTo.network ?? ''} />
          <CopyValue label={t`Address`} value={payTo.address} />
          <CopyValue label={t`Send exactly`} value={crypto} display={`${crypto} USDT`} />
        </dl>
        <p className="money-card__muted">
          <Trans>Rate: 1 USDT = {rate}</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="pay-to">
      <dl className="copy-list">
        <CopyValue label={t`Bank`} value={payTo.bankName ?? ''} />
        <CopyValue label={t`Account name`} value={payTo.accountName ?? ''} />
        <CopyValue label={t`Account number`} value={(payTo.accountNumber ?? '').replace(/\s/g, '')} display={payTo.accountNumber ?? ''} />
      </dl>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import QRCode from 'react-qr-code';
import type { DepositOrder } from '@generated/model';
import { formatMoney } from '@/lib/format';
import { classifyLink } from '@/lib/safe-url';
import { Button, buttonClass } from '@/ui/button';
import { Icon } from '@/ui/icon';
import { qrPng, saveFile } from '../logic/qr-image';
import { CopyValue } from './copy-value';
import '@/ui/money-pages.css';
import './deposit-pay-to.css';

/** Where to pay, as the channel needs it: bank details to type in, a QR to scan, or a USDT address. */
export function DepositPayTo({ order, currencySymbol }: { order: DepositOrder; currencySymbol: string }) {
  const { t } = useLingui();
  const { payTo } = order;
  if (payTo.kind === 'qr' && payTo.qrContent) {
    return <QrPayTo order={order} content={payTo.qrContent} accountName={payTo.accountName} appLink={payTo.appLink} currencySymbol={currencySymbol} />;
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

/**
 * A QR to scan with another phone, or to save: the phone that shows it cannot scan it, but its bank app can read
 * the saved image from the gallery (issue 32).
 */
function QrPayTo({
  order,
  content,
  accountName,
  appLink,
  currencySymbol,
}: {
  order: DepositOrder;
  content: string;
  accountName?: string;
  appLink?: string;
  currencySymbol: string;
}) {
  const { t } = useLingui();
  // The channel's link into the payer's bank app (contract 2.4.0): https only, through the one link rule.
  const bankApp = bankAppHref(appLink);
  const code = useRef<HTMLDivElement>(null);
  const [saving, setSaving] = useState<'idle' | 'saving' | 'failed'>('idle');
  const amount = formatMoney(order.amount, currencySymbol);
  const label = t`QR code to pay ${amount}`;
  const save = async () => {
    const svg = code.current?.querySelector('svg');
    if (!svg) return;
    setSaving('saving');
    try {
      saveFile(await qrPng(svg), `${order.orderId}-qr.png`);
      setSaving('idle');
    } catch {
      setSaving('failed');
    }
  };
  return (
    <div className="pay-to pay-to--qr">
      <figure className="pay-qr">
        <div className="pay-qr__code" data-value={content} ref={code}>
          <QRCode value={content} size={184} title={label} role="img" aria-label={label} />
        </div>
        <figcaption>
          <Trans>Scan with your banking or e-wallet app. The amount and reference are in the code.</Trans>
        </figcaption>
      </figure>
      {bankApp ? (
        <a className={buttonClass({ variant: 'primary', block: true })} href={bankApp} target="_blank" rel="noopener noreferrer">
          <Trans>Open bank app</Trans>
        </a>
      ) : null}
      <Button variant="secondary" pending={saving === 'saving'} onClick={() => void save()}>
        <Icon name="download" size={18} />
        <Trans>Save QR image</Trans>
      </Button>
      <p className="money-card__muted pay-qr__hint">
        {saving === 'failed' ? (
          <Trans>The image could not be saved. Take a screenshot of the code instead.</Trans>
        ) : (
          <Trans>Paying from this phone? Save the image, then choose it in your bank app's scan screen (scan from gallery).</Trans>
        )}
      </p>
      <dl className="copy-list">{accountName ? <CopyValue label={t`Pay to`} value={accountName} /> : null}</dl>
    </div>
  );
}

/** An https link of another site (never this site's own path, never another scheme), or nothing. */
function bankAppHref(appLink: string | undefined): string | undefined {
  const target = classifyLink(appLink, window.location.origin, ['https:']);
  return target.kind === 'external' ? target.href : undefined;
}

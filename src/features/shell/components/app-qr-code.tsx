import { useLingui } from '@lingui/react/macro';
import QRCode from 'react-qr-code';
import { QR_SIZE } from '../logic/app-links';

/** One QR code at the side-menu size of SPEC 9 (120 px inside a 5 px quiet margin). */
export function AppQrCode({ platform, value }: { platform: 'iOS' | 'Android'; value: string }) {
  const { t } = useLingui();
  const label = t`${platform} app QR code`;
  return (
    <figure className="app-qr">
      <div className="app-qr__code" style={{ padding: QR_SIZE.sideMenuMargin }} data-value={value}>
        <QRCode value={value} size={QR_SIZE.sideMenu} title={label} role="img" aria-label={label} bgColor="transparent" fgColor="currentColor" />
      </div>
      <figcaption>{platform}</figcaption>
    </figure>
  );
}

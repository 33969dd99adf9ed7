import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { QR_SIZE } from '../logic/app-qr';

// The QR code generator loads when a code is first shown (the side menu's hover panel, the download page), not with the page.
const QRCode = lazy(() => import('react-qr-code'));

/**
 * One QR code at the side-menu size of SPEC 9 (120 px inside a 5 px quiet margin). A hand-over link's
 * one-time code (after `#`) is drawn only, never written into the page: react-qr-code 2 renders an svg of
 * paths and a title, and the wrapper's `data-link` names the link without its fragment (issue 28).
 */
export function AppQrCode({ platform, value }: { platform: 'iOS' | 'Android'; value: string }) {
  const { t } = useLingui();
  const label = t`${platform} app QR code`;
  return (
    <figure className="app-qr">
      <div className="app-qr__code" style={{ padding: QR_SIZE.sideMenuMargin }} data-link={value.split('#')[0]}>
        {/* Same size and name while the generator loads: nothing moves, and it is announced once. */}
        <Suspense fallback={<svg width={QR_SIZE.sideMenu} height={QR_SIZE.sideMenu} role="img" aria-label={label} />}>
          <QRCode value={value} size={QR_SIZE.sideMenu} title={label} role="img" aria-label={label} bgColor="transparent" fgColor="currentColor" />
        </Suspense>
      </div>
      <figcaption>{platform}</figcaption>
    </figure>
  );
}

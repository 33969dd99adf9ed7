import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useHandover } from '@/features/auth';
import { useLanguage } from '@/lib/use-language';
import { Icon } from '@/ui/icon';
import { usePermission } from '../api/use-permission';
import { resourceLink } from '../logic/app-links';
import { iosAppLink } from '../logic/app-qr';
import { AppQrCode } from './app-qr-code';

type AppDownloadPanelProps = {
  id: string;
  style: CSSProperties;
  /** Keeps the panel open while the pointer or focus is in it. */
  onStay: () => void;
  /** Closes it soon, when the pointer or focus leaves it. */
  onLeave: () => void;
  /** Closes it at once (a link followed). */
  onClose: () => void;
};

/** The iOS and Android QR codes and install links shown by `AppDownload` (loaded on demand by it, issue 12). */
export function AppDownloadPanel({ id, style, onStay, onLeave, onClose }: AppDownloadPanelProps) {
  const { t } = useLingui();
  const language = useLanguage();
  const android = resourceLink(usePermission().data?.resources, 'Android');
  const handover = useHandover(true);
  const ios = iosAppLink({ origin: window.location.origin, language, handover });
  return createPortal(
    <div
      id={id}
      className="app-download__panel"
      style={style}
      role="group"
      aria-label={t`Download the app`}
      onMouseEnter={onStay}
      onMouseLeave={onLeave}
      onFocus={onStay}
      onBlur={onLeave}
    >
      <p className="app-download__title">
        <Trans>Scan to play on your phone</Trans>
      </p>
      <div className="app-download__codes">
        <AppQrCode platform="iOS" value={ios} />
        {android ? <AppQrCode platform="Android" value={android} /> : null}
      </div>
      <Link className="app-download__link" to="/app-download" onClick={onClose}>
        <Icon name="phone" size={16} />
        <Trans>Install guides</Trans>
      </Link>
      {android ? (
        <a className="app-download__link" href={android} target="_blank" rel="noopener noreferrer">
          <Icon name="download" size={16} />
          <Trans>Download for Android</Trans>
        </a>
      ) : null}
    </div>,
    document.body,
  );
}

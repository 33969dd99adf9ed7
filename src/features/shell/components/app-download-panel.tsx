import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, type CSSProperties } from 'react';
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
  /** The entry's box when it opened: the panel sits beside it (under it on a narrow screen). */
  anchor: DOMRect;
  /** Keeps the panel open while the pointer or focus is in it. */
  onStay: () => void;
  /** Closes it soon, when the pointer or focus leaves it. */
  onLeave: () => void;
  /** Closes it at once (a link followed, Escape). */
  onClose: () => void;
};

/**
 * Where the panel sits: beside the entry on a wide screen; on a narrow one under it, or above it when the entry is in
 * the lower half of the screen (the drawer's entry sits near the bottom of a phone), never past the screen's edge.
 */
export function panelPlace(anchor: Pick<DOMRect, 'top' | 'bottom' | 'right'>, width: number, height: number): CSSProperties {
  if (width >= 640) return { top: Math.max(8, Math.min(anchor.top - 40, height - 300)), left: anchor.right + 12 };
  const side = { left: 12, maxWidth: width - 24 };
  return anchor.top > height / 2
    ? { ...side, bottom: height - anchor.top + 8, maxHeight: anchor.top - 16 }
    : { ...side, top: anchor.bottom + 8, maxHeight: height - anchor.bottom - 16 };
}

/** The iOS and Android QR codes and install links shown by `AppDownload` (loaded on demand by it, issue 12). */
export function AppDownloadPanel({ id, anchor, onStay, onLeave, onClose }: AppDownloadPanelProps) {
  const { t } = useLingui();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  const style = panelPlace(anchor, window.innerWidth, window.innerHeight);
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

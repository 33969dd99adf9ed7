import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { createPortal } from 'react-dom';
import { useHandover } from '@/features/auth';
import { useLanguage } from '@/lib/use-language';
import { Icon } from '@/ui/icon';
import { usePermission } from '../api/use-permission';
import { iosAppLink, resourceLink } from '../logic/app-links';
import { AppQrCode } from './app-qr-code';

/**
 * "App download": hovering or focusing the entry (or pressing it) shows the
 * iOS and Android QR codes beside the side menu, outside its scroll area.
 */
export function AppDownload({ compact }: { compact: boolean }) {
  const { t } = useLingui();
  const panelId = useId();
  const language = useLanguage();
  const android = resourceLink(usePermission().data?.resources, 'Android');
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const open = () => {
    window.clearTimeout(closeTimer.current);
    const rect = button.current?.getBoundingClientRect();
    if (!rect) return;
    const top = Math.max(8, Math.min(rect.top - 40, window.innerHeight - 300));
    setPosition(window.innerWidth < 640 ? { top: rect.bottom + 8, left: 12 } : { top, left: rect.right + 12 });
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setPosition(null), 160);
  };
  const expanded = position !== null;
  const handover = useHandover(expanded);

  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setPosition(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expanded]);
  const ios = iosAppLink({ origin: window.location.origin, language, handover });

  return (
    <div className="app-download" onMouseEnter={open} onMouseLeave={closeSoon}>
      <button
        ref={button}
        type="button"
        className="side-menu__item"
        aria-expanded={expanded}
        aria-controls={panelId}
        title={compact ? t`App download` : undefined}
        onFocus={open}
        onBlur={closeSoon}
        onClick={() => (expanded ? setPosition(null) : open())}
      >
        <Icon name="phone" />
        <span className="side-menu__label">
          <Trans>App download</Trans>
        </span>
      </button>
      {expanded
        ? createPortal(
            <div
              id={panelId}
              className="app-download__panel"
              style={position}
              role="group"
              aria-label={t`Download the app`}
              onMouseEnter={open}
              onMouseLeave={closeSoon}
              onFocus={open}
              onBlur={closeSoon}
            >
              <p className="app-download__title">
                <Trans>Scan to play on your phone</Trans>
              </p>
              <div className="app-download__codes">
                <AppQrCode platform="iOS" value={ios} />
                {android ? <AppQrCode platform="Android" value={android} /> : null}
              </div>
              <Link className="app-download__link" to="/app-download" onClick={() => setPosition(null)}>
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
          )
        : null}
    </div>
  );
}

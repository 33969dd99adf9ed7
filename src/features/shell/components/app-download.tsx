import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type CSSProperties } from 'react';
import { Icon } from '@/ui/icon';
import { onDemand, useLoadedWhenIdle } from '@/ui/on-demand';

/** The panel (QR codes, the app-link hand-over) shows on hover: its code loads on intent or once the page is idle (issue 12). */
const AppDownloadPanel = onDemand(() => import('./app-download-panel'), 'AppDownloadPanel');

/**
 * "App download": hovering or focusing the entry (or pressing it) shows the
 * iOS and Android QR codes beside the side menu, outside its scroll area.
 */
export function AppDownload({ compact }: { compact: boolean }) {
  const { t } = useLingui();
  const panelId = useId();
  const loaded = useLoadedWhenIdle(AppDownloadPanel);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const open = () => {
    AppDownloadPanel.preload();
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

  useEffect(() => {
    if (!expanded) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setPosition(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [expanded]);

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
      {position && loaded ? <AppDownloadPanel id={panelId} style={position} onStay={open} onLeave={closeSoon} onClose={() => setPosition(null)} /> : null}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
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
  // The entry's box when the panel opened; the panel places itself beside it and closes on Escape (its code, not the
  // first screen's: issue 33).
  const [anchor, setAnchor] = useState<DOMRect | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const open = () => {
    AppDownloadPanel.preload();
    window.clearTimeout(closeTimer.current);
    const rect = button.current?.getBoundingClientRect();
    if (rect) setAnchor(rect);
  };
  const closeSoon = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = window.setTimeout(() => setAnchor(null), 160);
  };
  const expanded = anchor !== null;
  // Whether the panel was open before this press: a tap focuses the entry (which opens the panel) before its click,
  // so the click must not read the focus's opening as a panel to close.
  const openBeforePress = useRef(false);
  const notePress = () => {
    openBeforePress.current = expanded;
  };

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
        onPointerDown={notePress}
        onKeyDown={notePress}
        onClick={() => (openBeforePress.current ? setAnchor(null) : open())}
      >
        <Icon name="phone" />
        <span className="side-menu__label">
          <Trans>App download</Trans>
        </span>
      </button>
      {anchor && loaded ? <AppDownloadPanel id={panelId} anchor={anchor} onStay={open} onLeave={closeSoon} onClose={() => setAnchor(null)} /> : null}
    </div>
  );
}

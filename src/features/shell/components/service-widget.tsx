import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Icon } from '@/ui/icon';
import { onDemand, useLoadedWhenIdle } from '@/ui/on-demand';
import './service-widget.css';

/**
 * The shortcuts show only once the widget is opened: their code (the configuration's links) loads on intent or once
 * the page is idle, not in the lobby's initial JS (issue 33). The toggle, in the build's HTML, stays.
 */
const ServiceWidgetActions = onDemand(() => import('./service-widget-actions'), 'ServiceWidgetActions');

/** The expandable corner widget: invite, live chat, app download, Telegram, WhatsApp, back to top. */
export function ServiceWidget() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const loaded = useLoadedWhenIdle(ServiceWidgetActions);
  return (
    <aside className="service-widget" data-open={open} aria-label={t`Quick service`}>
      {/* Opened before the code has arrived: the shortcuts show as soon as it does. */}
      {open && loaded ? <ServiceWidgetActions /> : null}
      <button
        type="button"
        className="service-widget__toggle"
        aria-expanded={open}
        aria-controls="service-widget-actions"
        aria-label={t`Customer service shortcuts`}
        onPointerEnter={ServiceWidgetActions.preload}
        onTouchStart={ServiceWidgetActions.preload}
        onFocus={ServiceWidgetActions.preload}
        onClick={() => {
          ServiceWidgetActions.preload();
          setOpen((value) => !value);
        }}
      >
        <Icon name={open ? 'close' : 'headset'} size={24} />
      </button>
    </aside>
  );
}

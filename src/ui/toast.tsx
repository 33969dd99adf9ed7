import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { dismissToast, toastStore, type ToastItem } from './toast-store';
import './toast.css';

export { toast, type ToastItem, type ToastTone } from './toast-store';

/**
 * Short messages in the corner (a rolled-back favourite, a credited deposit).
 * Errors are announced at once (alert), the rest politely (status).
 */
export function ToastRegion({ items, onDismiss }: { items: readonly ToastItem[]; onDismiss: (id: number) => void }) {
  const { t } = useLingui();
  return (
    <div className="ui-toasts">
      {items.map((item) => (
        <div key={item.id} className={`ui-toast ui-toast--${item.tone}`} role={item.tone === 'error' ? 'alert' : 'status'}>
          <span className="ui-toast__message">{item.message}</span>
          <button type="button" className="ui-toast__close" aria-label={t`Dismiss`} onClick={() => onDismiss(item.id)}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ))}
    </div>
  );
}

/** The one toast host, mounted by the root layout. */
export function ToastHost() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.snapshot, toastStore.snapshot);
  return <ToastRegion items={items} onDismiss={dismissToast} />;
}

import { useLingui } from '@lingui/react/macro';
import './toast.css';

export type ToastItem = { id: number; message: string; tone: 'info' | 'error' };

/**
 * Short messages in the corner (a rolled-back favourite, a blocked pop-up).
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

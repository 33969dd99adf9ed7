import { useLingui } from '@lingui/react/macro';
import { Icon } from '@/ui/icon';
import { toast } from '@/ui/toast';
import '@/ui/money-pages.css';
import './copy-value.css';

/** A value to type into a banking app (account number, address, reference) with a copy button. */
export function CopyValue({ label, value, display = value }: { label: string; value: string; display?: string }) {
  const { t } = useLingui();
  return (
    <div className="copy-value">
      <dt>{label}</dt>
      <dd>
        <span className="copy-value__text">{display}</span>
        <button
          type="button"
          className="copy-value__button"
          aria-label={t`Copy ${label}`}
          onClick={() => {
            void navigator.clipboard
              ?.writeText(value)
              .then(() => toast(t`${label} copied`, 'success'))
              .catch(() => undefined);
          }}
        >
          <Icon name="copy" size={16} />
        </button>
      </dd>
    </div>
  );
}

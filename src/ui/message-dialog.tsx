import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Dialog } from './dialog';
import './message-dialog.css';
import { Button } from './button';

/**
 * A short warning or notice over the current screen (SPEC 8: missing fields,
 * a failed SMS request, a wrong invitation code). Closing it returns to the
 * form underneath with everything the user typed.
 */
export function MessageDialog({
  title,
  tone = 'warning',
  onClose,
  children,
}: {
  title: string;
  tone?: 'warning' | 'success';
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      size="sm"
      onClose={onClose}
      footer={
        <Button variant="primary" onClick={onClose}>
          <Trans>OK</Trans>
        </Button>
      }
    >
      <div className={`message-dialog message-dialog--${tone}`} role={tone === 'warning' ? 'alert' : 'status'}>
        {children}
      </div>
    </Dialog>
  );
}

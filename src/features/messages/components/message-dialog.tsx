import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PlatformMessage } from '@generated/model';
import { formatDateTime } from '@/lib/format-date';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormError } from '@/ui/form';
import { SafeHtml } from '@/ui/safe-html';
import { toast } from '@/ui/toast';
import { useDeleteMessage } from '../api/messages';
import { useMessageCategoryLabel } from '../logic/message-category';

/** An open message: its sanitised rich content, and delete behind a confirmation. */
export function MessageDialog({ message, onClose }: { message: PlatformMessage; onClose: () => void }) {
  const { t } = useLingui();
  const category = useMessageCategoryLabel();
  const remove = useDeleteMessage();
  const [confirming, setConfirming] = useState(false);

  const onDelete = () =>
    remove.mutate(message, {
      onSuccess: () => {
        toast(t`Message deleted.`, 'success');
        onClose();
      },
    });

  return (
    <Dialog title={message.title} description={`${category(message.category)} · ${formatDateTime(message.sentTime)}`} size="lg" onClose={onClose}>
      <SafeHtml className="message-content" html={message.content} />
      {remove.isError ? <FormError error={remove.error} /> : null}
      {confirming ? (
        <div className="message-confirm" role="group" aria-label={t`Delete this message?`}>
          <p>
            <Trans>Delete this message? It cannot be brought back.</Trans>
          </p>
          <div className="dialog-actions">
            <Button onClick={() => setConfirming(false)} disabled={remove.isPending}>
              <Trans>Keep it</Trans>
            </Button>
            <Button variant="danger" pending={remove.isPending} onClick={onDelete}>
              <Trans>Yes, delete</Trans>
            </Button>
          </div>
        </div>
      ) : (
        <div className="dialog-actions">
          <Button variant="ghost" onClick={() => setConfirming(true)}>
            <Trans>Delete</Trans>
          </Button>
          <Button variant="primary" onClick={onClose}>
            <Trans>Close</Trans>
          </Button>
        </div>
      )}
    </Dialog>
  );
}

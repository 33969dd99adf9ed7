import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { z } from 'zod';
import type { Withdrawal } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { Dialog } from '@/ui/dialog';
import { FormShell, fieldMessage, useAppForm } from '@/ui/form';
import { toast } from '@/ui/toast';
import { useConfirmWithdrawal } from '../api/use-payments';
import { describeMoneyError } from '../logic/money-errors';
import { ReceiptUpload } from './receipt-upload';

const noFields = z.object({});

/** "Not received": proof images (the upload rules) go to customer service with the withdrawal. */
export function NotReceivedDialog({ withdrawal, currencySymbol, onClose }: { withdrawal: Withdrawal; currencySymbol: string; onClose: () => void }) {
  const { t } = useLingui();
  const [files, setFiles] = useState<File[]>([]);
  const form = useAppForm(noFields, {});
  const mutation = useConfirmWithdrawal();
  const amount = formatMoney(withdrawal.amount, currencySymbol);
  const account = `${withdrawal.bankName} ${withdrawal.accountNumberMasked}`;
  return (
    <Dialog title={t`Not received`} onClose={onClose}>
      <p className="money-note">
        <Trans>
          Tell us that {amount} to {account} has not arrived. Add a proof, such as a screenshot of your bank statement.
        </Trans>
      </p>
      <FormShell
        form={form}
        mutation={mutation}
        describeError={describeMoneyError}
        submitLabel={<Trans>Report not received</Trans>}
        pendingLabel={<Trans>Sending…</Trans>}
        onSubmit={() => {
          if (files.length === 0) {
            form.setError('root', { message: fieldMessage(msg`Please add at least one proof image.`) });
            return;
          }
          return mutation.mutateAsync(
            { action: 'notReceived', orderId: withdrawal.orderId, files },
            {
              onSuccess: () => {
                toast(t`Thank you. Customer service will check this withdrawal.`, 'success');
                onClose();
              },
            },
          );
        }}
      >
        <ReceiptUpload label={t`Proof images`} files={files} onChange={setFiles} required />
      </FormShell>
    </Dialog>
  );
}

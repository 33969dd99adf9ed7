import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountRecord } from '@generated/model';
import { DateTimeCell, MoneyCell } from '@/ui/data-table';
import { Dialog } from '@/ui/dialog';
import { DetailList } from '@/ui/report-page';
import { RecordStatusBadge, RecordTypeLabel } from './record-badges';

/** One money movement in full (SPEC: a detail view of one record). */
export function AccountRecordDialog({ record, onClose }: { record: AccountRecord; onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog
      title={
        <Trans>
          Record <span className="record-nowrap">{record.id}</span>
        </Trans>
      }
      onClose={onClose}
      size="sm"
    >
      <DetailList
        items={[
          { label: t`Reference`, value: record.id },
          { label: t`Type`, value: <RecordTypeLabel type={record.type} /> },
          { label: t`Time`, value: <DateTimeCell value={record.time} /> },
          { label: t({ message: 'Details', comment: 'The channel, wallets or promotion of a money movement' }), value: record.remark ?? '—' },
          { label: t`Amount`, value: <MoneyCell value={record.amount} signed /> },
          { label: t`Balance after`, value: <MoneyCell value={record.balanceAfter} /> },
          { label: t`Status`, value: <RecordStatusBadge status={record.status} /> },
        ]}
      />
      {record.status === 'pending' ? (
        <p className="record-note">
          {record.type === 'withdrawal'
            ? t`This withdrawal is being processed; its amount is held until it completes.`
            : t`This record is being processed; your balance changes when it completes.`}
        </p>
      ) : record.status === 'failed' || record.status === 'cancelled' ? (
        <p className="record-note">{t`This record did not change your balance.`}</p>
      ) : null}
    </Dialog>
  );
}

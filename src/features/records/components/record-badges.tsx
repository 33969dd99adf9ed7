import { useLingui } from '@lingui/react';
import type { AccountRecordStatus, AccountRecordType, BonusStatus } from '@generated/model';
import { Badge } from '@/ui/badge';
import { BONUS_STATUS_LABELS, RECORD_STATUS_LABELS, RECORD_TYPE_LABELS, statusTone } from '../logic/record-labels';

/** A money movement's status as a coloured label. */
export function RecordStatusBadge({ status }: { status: AccountRecordStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={statusTone(status)} className="record-status">
      {i18n._(RECORD_STATUS_LABELS[status])}
    </Badge>
  );
}

export function BonusStatusBadge({ status }: { status: BonusStatus }) {
  const { i18n } = useLingui();
  return (
    <Badge tone={statusTone(status)} className="record-status">
      {i18n._(BONUS_STATUS_LABELS[status])}
    </Badge>
  );
}

export function RecordTypeLabel({ type }: { type: AccountRecordType }) {
  const { i18n } = useLingui();
  return <>{i18n._(RECORD_TYPE_LABELS[type])}</>;
}

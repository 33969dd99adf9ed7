import { useLingui } from '@lingui/react/macro';
import type { BonusRecord } from '@generated/model';
import { DateTimeCell, MoneyCell } from '@/ui/data-table';
import { Dialog } from '@/ui/dialog';
import { DetailList } from '@/ui/report-page';
import { BonusStatusBadge, RecordTypeLabel } from './record-badges';
import { TurnoverMeter } from './turnover-meter';

/** One bonus or rebate in full, with what is left of its turnover. */
export function BonusDetailDialog({ record, onClose }: { record: BonusRecord; onClose: () => void }) {
  const { t } = useLingui();
  const remaining = Math.max(0, record.turnoverRequired - record.turnoverDone);
  return (
    <Dialog title={record.promotionName} onClose={onClose} size="sm">
      <DetailList
        items={[
          { label: t`Reference`, value: record.id },
          { label: t`Type`, value: <RecordTypeLabel type={record.type} /> },
          { label: t`Time`, value: <DateTimeCell value={record.time} /> },
          { label: t`Amount`, value: <MoneyCell value={record.amount} /> },
          { label: t`Turnover required`, value: <MoneyCell value={record.turnoverRequired} /> },
          { label: t`Turnover made`, value: <TurnoverMeter done={record.turnoverDone} required={record.turnoverRequired} /> },
          { label: t`Turnover remaining`, value: <MoneyCell value={remaining} /> },
          { label: t`Status`, value: <BonusStatusBadge status={record.status} /> },
        ]}
      />
      <p className="record-note">{t`Turnover counts the valid bets placed after the bonus was credited.`}</p>
    </Dialog>
  );
}

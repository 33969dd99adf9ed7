import { useLingui } from '@lingui/react/macro';
import type { BetRecord } from '@generated/model';
import { DateTimeCell, MoneyCell } from '@/ui/data-table';
import { Dialog } from '@/ui/dialog';
import { useGameTypeLabel } from '@/ui/game-type-label';
import { DetailList } from '@/ui/report-page';
import { useBetStatusLabel } from '../logic/bet-status';

/** One bet in full (SPEC: a detail view of one record). */
export function BetDetailDialog({ bet, onClose }: { bet: BetRecord; onClose: () => void }) {
  const { t } = useLingui();
  const status = useBetStatusLabel();
  const gameType = useGameTypeLabel(bet.gameType);
  return (
    <Dialog title={t`Bet ${bet.ticketId}`} onClose={onClose} size="sm">
      <DetailList
        items={[
          { label: t`Ticket`, value: bet.ticketId },
          { label: t`Game`, value: bet.gameName },
          { label: t`Game type`, value: `${gameType} · ${bet.vendor}` },
          { label: t`Bet time`, value: <DateTimeCell value={bet.betTime} /> },
          { label: t`Settled`, value: <DateTimeCell value={bet.settleTime} /> },
          { label: t`Bet`, value: <MoneyCell value={bet.betAmount} /> },
          { label: t`Valid bet`, value: <MoneyCell value={bet.validBet} /> },
          { label: t`Win/loss`, value: <MoneyCell value={bet.winLoss} signed /> },
          { label: t`Status`, value: status(bet.status) },
        ]}
      />
    </Dialog>
  );
}

import { Trans } from '@lingui/react/macro';
import { formatMoney } from '@/lib/format';
import { useCardTick } from '../hooks/use-jackpot';
import { jackpotAmount } from '../logic/card-jackpot';

/** The running jackpot on a JP card (SPEC 9: ticks every 3 s). */
export function GameCardJackpot({ nodeId }: { nodeId: string }) {
  const amount = formatMoney(jackpotAmount(nodeId, useCardTick()));
  return (
    <p className="game-card__jackpot">
      <Trans>Jackpot {amount}</Trans>
    </p>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '@/lib/format';
import { useNear } from '@/lib/when-near';
import { QueryState } from '@/ui/query-state';
import { useWinners } from '../api/use-winners';
import { LobbySection } from './lobby-section';
import { WinnerTicker } from './winner-ticker';
import './winner-board.css';

const MEDALS = ['gold', 'silver', 'bronze'] as const;

/**
 * The winner board: the three biggest wins large, then the list from rank 4, scrolling slowly. Drawn once it is within
 * a screen of the viewport: on a phone it comes after the vendor blocks, 5,000 px below the fold (issue 33, session 14).
 */
export function WinnerBoard() {
  const { t } = useLingui();
  const winners = useWinners();
  const [board, near] = useNear<HTMLDivElement>();
  return (
    <LobbySection id="winners-title" icon="trophy" title={<Trans>Latest winners</Trans>} className="winners">
      <div ref={board} className="winners__board">
        {near ? (
          <QueryState query={winners} inSlices label={t`Latest winners`}>
            {({ top, rest }) =>
              top.length === 0 ? (
                <p className="lobby-empty">
                  <Trans>No data</Trans>
                </p>
              ) : (
                <>
                  <ol className="winners__podium" aria-label={t`Biggest wins`}>
                    {top.map((winner, index) => (
                      <li key={`${winner.rank}-${winner.customerName}`} className="winners__top" data-medal={MEDALS[index]}>
                        <span className="winners__rank" aria-hidden="true">
                          {winner.rank}
                        </span>
                        {winner.iconUrl ? <img src={winner.iconUrl} alt="" width={48} height={48} loading="lazy" /> : null}
                        <span className="winners__who">
                          <strong>{winner.customerName}</strong>
                          <span>{winner.gameName}</span>
                        </span>
                        <span className="winners__amount">{formatMoney(winner.winAmount)}</span>
                      </li>
                    ))}
                  </ol>
                  {rest.length > 0 ? <WinnerTicker winners={rest} /> : null}
                </>
              )
            }
          </QueryState>
        ) : null}
      </div>
    </LobbySection>
  );
}

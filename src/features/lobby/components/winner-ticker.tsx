import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { formatMoney } from '@/lib/money';
import { WINNER_SCROLL_STEP, type RankedWinner } from '../logic/winners';

function Rows({ winners }: { winners: readonly RankedWinner[] }) {
  return winners.map((winner) => (
    <li key={winner.rank} className="winners__row">
      <span className="winners__row-rank">{winner.rank}</span>
      <span className="winners__row-name">{winner.customerName}</span>
      <span className="winners__row-game">{winner.gameName}</span>
      <span className="winners__row-amount">{formatMoney(winner.winAmount)}</span>
    </li>
  ));
}

/**
 * The list from rank 4, scrolling by half a pixel a frame (SPEC 9) and
 * looping on a copy of itself; it stops under the pointer, and shows the
 * whole list, still, for people who ask for reduced motion.
 */
export function WinnerTicker({ winners }: { winners: readonly RankedWinner[] }) {
  const { t } = useLingui();
  const viewport = useRef<HTMLDivElement>(null);
  const paused = useRef(false);

  useEffect(() => {
    const element = viewport.current;
    const still = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!element || still || typeof requestAnimationFrame !== 'function') return;
    let position = element.scrollTop;
    let frame = requestAnimationFrame(function step() {
      const half = element.scrollHeight / 2;
      if (!paused.current && half > element.clientHeight) {
        position = (position + WINNER_SCROLL_STEP) % half;
        element.scrollTop = position;
      }
      frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [winners]);

  const pause = (value: boolean) => () => {
    paused.current = value;
  };
  return (
    <div ref={viewport} className="winners__ticker" onMouseEnter={pause(true)} onMouseLeave={pause(false)} role="region" aria-label={t`More winners`}>
      <ol className="winners__list" start={4}>
        <Rows winners={winners} />
      </ol>
      <ol className="winners__list" aria-hidden="true">
        <Rows winners={winners} />
      </ol>
    </div>
  );
}

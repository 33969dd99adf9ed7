import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formatMoney } from '@/lib/format';
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

/** SPEC 9's half a pixel a frame, at 60 frames a second. */
const PIXELS_PER_SECOND = WINNER_SCROLL_STEP * 60;

/**
 * The list from rank 4, scrolling by half a pixel a frame (SPEC 9) and
 * looping on a copy of itself; it stops under the pointer, and shows the
 * whole list, still, for people who ask for reduced motion. The motion is a
 * CSS animation the compositor runs (issue 12: no script on every frame), its
 * duration measured from the list's height when a ResizeObserver reports it:
 * after the browser's own layout, so reading it forces none (issue 33; a
 * layout effect here cost a forced layout of the whole lobby, ~12 ms).
 */
export function WinnerTicker({ winners }: { winners: readonly RankedWinner[] }) {
  const { t } = useLingui();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);

  useEffect(() => {
    const measure = () => {
      const half = (track.current?.scrollHeight ?? 0) / 2;
      const moves = half > (viewport.current?.clientHeight ?? 0);
      setSeconds(moves ? half / PIXELS_PER_SECOND : null);
    };
    if (!track.current || typeof ResizeObserver === 'undefined') return measure();
    const observer = new ResizeObserver(measure);
    observer.observe(track.current);
    return () => observer.disconnect();
  }, [winners]);

  return (
    <div ref={viewport} className="winners__ticker" role="region" aria-label={t`More winners`}>
      <div
        ref={track}
        className="winners__track"
        data-moving={seconds !== null}
        style={seconds !== null ? { animationDuration: `${seconds.toFixed(1)}s` } : undefined}
      >
        <ol className="winners__list" start={4}>
          <Rows winners={winners} />
        </ol>
        <ol className="winners__list" aria-hidden="true">
          <Rows winners={winners} />
        </ol>
      </div>
    </div>
  );
}

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
 * duration from the heights a ResizeObserver reports for the list and its
 * window, never read from the page (issue 33): a layout effect here cost a
 * forced layout of the whole lobby (~12 ms); and the board sits in a section
 * the browser skips until it nears the viewport (`content-visibility: auto`),
 * where reading a height made it style and lay out the whole section at once
 * (a 115 ms task on a phone in the bench). Skipped, the heights are 0: still.
 */
export function WinnerTicker({ winners }: { winners: readonly RankedWinner[] }) {
  const { t } = useLingui();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLDivElement>(null);
  const [seconds, setSeconds] = useState<number | null>(null);

  useEffect(() => {
    const frame = viewport.current;
    const list = track.current;
    if (!frame || !list || typeof ResizeObserver === 'undefined') return;
    const heights = new Map<Element, number>();
    const observer = new ResizeObserver((entries) => {
      for (const entry of entries) heights.set(entry.target, entry.contentRect.height);
      // The track holds the list twice: it moves by one copy's height, when that is more than its window shows.
      const half = (heights.get(list) ?? 0) / 2;
      setSeconds(half > (heights.get(frame) ?? 0) ? half / PIXELS_PER_SECOND : null);
    });
    observer.observe(frame);
    observer.observe(list);
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

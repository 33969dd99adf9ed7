import { useLingui } from '@lingui/react/macro';
import { formatMoney } from '@/lib/format';
import { turnoverProgress } from '../logic/record-labels';

/** Valid bets made toward a bonus's turnover, as a bar and in figures. */
export function TurnoverMeter({ done, required }: { done: number; required: number }) {
  const { t } = useLingui();
  const progress = turnoverProgress(done, required);
  const percent = Math.floor(progress * 100);
  const made = formatMoney(done);
  const needed = formatMoney(required);
  return (
    <span className="turnover">
      <span
        className="turnover__bar"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={t`Turnover ${made} of ${needed}`}
        data-complete={progress >= 1 || undefined}
      >
        <span style={{ inlineSize: `${percent}%` }} />
      </span>
      <small>
        {made} / {needed}
      </small>
    </span>
  );
}

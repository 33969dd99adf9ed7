import { Trans } from '@lingui/react/macro';
import { periodOf } from '../logic/filters';
import './promo-page.css';
import './promotion-period.css';

/** "2026-11-01 – 2026-11-30", or "From 2026-01-01" for a promotion without an end. */
export function PromotionPeriod({ startTime, endTime }: { startTime: string; endTime?: string | null }) {
  const { start, end } = periodOf(startTime, endTime);
  return (
    <p className="promo-period">
      <span className="visually-hidden">
        <Trans>Period</Trans>:{' '}
      </span>
      {end ? (
        <>
          <time dateTime={start}>{start}</time> – <time dateTime={end}>{end}</time>
        </>
      ) : (
        <Trans>
          From <time dateTime={start}>{start}</time>
        </Trans>
      )}
    </p>
  );
}

import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { formatTime } from '@/lib/format-date';
import { useNow } from '@/lib/use-now';
import type { SummaryItem } from '@/ui/report-page';
import { formatCountdown, nextSettlement, secondsUntil } from '../logic/settlement';
import './agent-reports.css';

/**
 * The real-time salary's "next settlement" card (SPEC 9: settled every 5 minutes), counting down; when a
 * settlement runs it calls `refetch`, so the new row shows.
 */
export function useNextSettlement(intervalMinutes: number | undefined, refetch: () => unknown): SummaryItem {
  const { t } = useLingui();
  const now = new Date(useNow());
  const next = nextSettlement(now, intervalMinutes);
  const left = formatCountdown(secondsUntil(now, next));

  // A settlement ran: fetch the new row.
  const nextAt = next.getTime();
  const settled = useRef(nextAt);
  useEffect(() => {
    if (settled.current === nextAt) return;
    settled.current = nextAt;
    void refetch();
  }, [nextAt, refetch]);

  return {
    label: t`Next settlement`,
    value: (
      <span className="settlement">
        <time dateTime={next.toISOString()}>{formatTime(next)}</time>
        <span className="settlement__countdown" role="timer" aria-label={t`Time to the next settlement`}>
          {t`in ${left}`}
        </span>
      </span>
    ),
  };
}

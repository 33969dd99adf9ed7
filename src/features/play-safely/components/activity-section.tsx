import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { formatMoney } from '@/lib/format';
import { formatDate } from '@/lib/format-date';
import { QueryState } from '@/ui/query-state';
import { playActivityQueryOptions } from '../api/play-safely';

/** Deposits, withdrawals and the net result per week, the last 8 weeks (a list of cards: readable at 360 px). */
export function ActivitySection() {
  const { t } = useLingui();
  const query = useQuery(playActivityQueryOptions());
  return (
    <section className="play-section" aria-labelledby="play-activity-title">
      <h2 id="play-activity-title" className="play-section__title">
        <Trans>Your activity</Trans>
      </h2>
      <QueryState query={query} label={t`Loading your activity`}>
        {({ weeks, currencySymbol }) => (
          <ul className="play-weeks">
            {weeks.map((week) => {
              const start = formatDate(week.weekStart);
              return (
                <li key={week.weekStart} className="play-week" aria-label={t`Week of ${start}`}>
                  <span className="play-week__title">
                    <Trans>Week of {start}</Trans>
                  </span>
                  <dl className="play-week__figures">
                    <div>
                      <dt>
                        <Trans>Deposits</Trans>
                      </dt>
                      <dd>{formatMoney(week.deposits, currencySymbol)}</dd>
                    </div>
                    <div>
                      <dt>
                        <Trans>Withdrawals</Trans>
                      </dt>
                      <dd>{formatMoney(week.withdrawals, currencySymbol)}</dd>
                    </div>
                    <div>
                      <dt>
                        <Trans>Net result</Trans>
                      </dt>
                      <dd className={week.netResult < 0 ? 'play-week__loss' : undefined}>{formatMoney(week.netResult, currencySymbol)}</dd>
                    </div>
                  </dl>
                </li>
              );
            })}
          </ul>
        )}
      </QueryState>
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, type CSSProperties } from 'react';
import type { MissionLeaderboardEntry } from '@generated/model';
import { useSession } from '@/api/use-session';
import { formatMoney } from '@/lib/money';
import { buttonClass } from '@/ui/button';
import { columnsFor, DataTable, MoneyCell } from '@/ui/data-table';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { missionLeaderboardQueryOptions, missionSummaryQueryOptions } from '../api/promotions';
import { maskAccount, progressOf } from '../logic/leaderboard';
import './promo-page.css';
import './missions-page.css';

const col = columnsFor<MissionLeaderboardEntry>();

/** missionLeaderboard (SPEC 2): the member's missions and the leaderboard of SPEC 7 (rank, masked player, progress, prize). */
export function MissionsPage() {
  const { t } = useLingui();
  const summary = useQuery(missionSummaryQueryOptions());
  const board = useQuery(missionLeaderboardQueryOptions());
  const username = useSession()?.username;
  const me = username ? maskAccount(username) : undefined;
  const top = board.data?.list[0]?.score;

  const columns = useMemo(
    () => [
      col.accessor('rank', {
        header: t`Rank`,
        enableSorting: false,
        cell: (info) => (
          <span className="leaderboard__rank" data-medal={info.getValue() <= 3 ? info.getValue() : undefined}>
            {info.getValue()}
          </span>
        ),
      }),
      col.accessor('customerName', {
        header: t`Player`,
        enableSorting: false,
        cell: (info) =>
          info.getValue() === me ? (
            <strong className="leaderboard__me">
              <Trans>{info.getValue()} (you)</Trans>
            </strong>
          ) : (
            info.getValue()
          ),
      }),
      col.accessor('score', {
        header: t`Progress`,
        enableSorting: false,
        cell: (info) => (
          <span className="leaderboard__progress">
            <span className="leaderboard__bar" aria-hidden="true">
              <span style={{ inlineSize: `${Math.round(progressOf(info.getValue(), top) * 100)}%` }} />
            </span>
            <span>{formatMoney(info.getValue() ?? 0)}</span>
          </span>
        ),
      }),
      col.accessor('rewardAmount', { header: t`Prize`, enableSorting: false, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
    ],
    [t, me, top],
  );

  return (
    <div className="member-centre missions">
      <PageHeader title={<Trans>Missions</Trans>} description={<Trans>Complete missions, climb the leaderboard and win prizes every week.</Trans>} />
      <QueryState query={summary} label={t`Mission summary`}>
        {(mission) => {
          const total = mission.totalMissions ?? 0;
          const done = mission.completedMissions ?? 0;
          const claimable = mission.claimableCount ?? 0;
          return (
            <section className="member-centre__card missions__summary" aria-labelledby="missions-summary-title">
              <h2 id="missions-summary-title" className="visually-hidden">
                <Trans>Mission summary</Trans>
              </h2>
              <div className="missions__ring" style={{ '--progress': total ? done / total : 0 } as CSSProperties} aria-hidden="true">
                <span>
                  {done}/{total}
                </span>
              </div>
              <div className="missions__text">
                <p className="missions__headline">
                  <Trans>
                    {done} of {total} missions completed
                  </Trans>
                </p>
                <progress className="missions__progress" max={total || 1} value={done} aria-label={t`Missions completed`} />
                {claimable > 0 ? (
                  <p>
                    <Trans>
                      Mission rewards ready to claim: {claimable}, worth {formatMoney(mission.claimableReward ?? 0)}.
                    </Trans>{' '}
                    <Link to="/member/reward-center" search={{ tab: 'claimable' }} className={buttonClass({ variant: 'primary', size: 'sm' })}>
                      <Trans>Claim in the reward centre</Trans>
                    </Link>
                  </p>
                ) : (
                  <p className="promo-muted">
                    <Trans>No mission rewards waiting. Keep playing to complete the next one.</Trans>
                  </p>
                )}
              </div>
            </section>
          );
        }}
      </QueryState>
      <section className="member-centre__card" aria-labelledby="leaderboard-title">
        <h2 id="leaderboard-title">
          <Trans>Leaderboard</Trans>
        </h2>
        <DataTable
          label={t`Leaderboard`}
          columns={columns}
          rows={board.data?.list}
          status={board.status}
          error={board.error}
          onRetry={() => void board.refetch()}
          getRowId={(row) => String(row.rank)}
        />
      </section>
    </div>
  );
}

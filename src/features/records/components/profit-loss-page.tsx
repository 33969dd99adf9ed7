import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useMemo } from 'react';
import type { GameType } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { effectiveRange, MoneyCell, type TableSearch, queryRows } from '@/ui/data-table';
import { useGameTypeLabels } from '@/ui/game-type-label';
import { ReportPage } from '@/ui/report-page';
import { profitLossQueryOptions } from '../api/records';
import { dailySeries } from '../logic/daily-series';
import { useProfitLossColumns } from './profit-loss-columns';
import './records.css';

const ProfitLossChart = lazy(() => import('./profit-loss-chart'));
const route = getRouteApi('/_player/_auth/member/profit-loss');
const GAME_TYPES: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'];

/** personalProfit (SPEC 2): win/loss by game type over a period, from the same bets as the betting record. */
export function ProfitLossPage() {
  const { t, i18n } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const navigateAway = useNavigate();
  const gameTypeLabel = useGameTypeLabels();
  const columns = useProfitLossColumns();
  const report = useQuery(profitLossQueryOptions(search));
  const onSearchChange = (patch: Partial<TableSearch> & { gameType?: GameType }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const range = effectiveRange(search, 'last7');
  const totals = report.data?.totals;
  const days = useMemo(() => (report.data ? dailySeries(report.data.daily, range.from, range.to) : []), [report.data, range.from, range.to]);

  return (
    <ReportPage
      title={t`Profit and loss`}
      description={t`Your result by game type over the date range, from the same bets as the betting record. Open a game type to see its bets.`}
      search={search}
      onSearchChange={onSearchChange}
      filters={
        <label className="report-filters__field">
          <span>{t`Game type`}</span>
          <select
            value={search.gameType ?? ''}
            onChange={(event) => onSearchChange({ gameType: (event.target.value || undefined) as GameType | undefined, pageNo: 1 })}
          >
            <option value="">{t`All games`}</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {gameTypeLabel(type)}
              </option>
            ))}
          </select>
        </label>
      }
      summary={
        totals
          ? [
              { label: t({ message: 'Bets', comment: 'The number of bets' }), value: i18n.number(totals.betCount) },
              { label: t`Total bet`, value: formatMoney(totals.betAmount) },
              { label: t`Valid bet`, value: formatMoney(totals.validBet) },
              { label: t`Win/loss`, value: <MoneyCell value={totals.winLoss} signed />, tone: totals.winLoss >= 0 ? 'up' : 'down' },
            ]
          : undefined
      }
      chart={
        totals && totals.betCount > 0 ? (
          <figure className="pl-chart" aria-label={t`Daily win/loss`}>
            <figcaption>{t`Daily win/loss`}</figcaption>
            <Suspense fallback={<div className="pl-chart__placeholder" aria-hidden="true" />}>
              <ProfitLossChart days={days} />
            </Suspense>
          </figure>
        ) : undefined
      }
      total={report.data?.total}
      table={{
        label: t`Profit and loss`,
        columns,
        ...queryRows(report),
        getRowId: (row) => row.gameType,
        // The detail of a game type is its bets: the betting record over the same days.
        onOpenRow: (row) =>
          void navigateAway({ to: '/member/betting-record', search: { from: range.from, to: range.to, gameType: row.gameType, pageNo: 1, pageSize: 20 } }),
        totals: totals
          ? {
              betCount: i18n.number(totals.betCount),
              betAmount: <MoneyCell value={totals.betAmount} />,
              validBet: <MoneyCell value={totals.validBet} />,
              winLoss: <MoneyCell value={totals.winLoss} signed />,
            }
          : undefined,
      }}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { BetRecord, GameType } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { MoneyCell, type TableSearch, queryRows } from '@/ui/data-table';
import { useGameTypeLabels } from '@/ui/game-type-label';
import { ReportPage } from '@/ui/report-page';
import { bettingRecordQueryOptions } from '../api/records';
import { BetDetailDialog } from './bet-detail-dialog';
import { useBettingRecordColumns } from './betting-record-columns';
import './records.css';

const route = getRouteApi('/_player/_auth/member/betting-record');
export const RECORD_GAME_TYPES: GameType[] = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'LOTT'];

/** personalHistoryCopy (SPEC 2): the member's bets, the reference report page (docs/how-to/add-a-report.md). */
export function BettingRecordPage() {
  const { t } = useLingui();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const gameTypeLabel = useGameTypeLabels();
  const columns = useBettingRecordColumns();
  const records = useQuery(bettingRecordQueryOptions(search));
  const [open, setOpen] = useState<BetRecord | null>(null);
  const onSearchChange = (patch: Partial<TableSearch> & { gameType?: GameType }) =>
    void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  const totals = records.data?.totals;

  return (
    <ReportPage
      title={t`Betting record`}
      description={t`Every bet you placed, with its result. Totals cover the whole date range.`}
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
            {RECORD_GAME_TYPES.map((type) => (
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
              { label: t`Total bet`, value: formatMoney(totals.betAmount) },
              { label: t`Valid bet`, value: formatMoney(totals.validBet) },
              { label: t`Win/loss`, value: <MoneyCell value={totals.winLoss} signed />, tone: totals.winLoss >= 0 ? 'up' : 'down' },
            ]
          : undefined
      }
      total={records.data?.total}
      table={{
        label: t`Betting record`,
        columns,
        ...queryRows(records),
        getRowId: (row) => row.ticketId,
        onOpenRow: setOpen,
        totals: totals
          ? {
              betAmount: <MoneyCell value={totals.betAmount} />,
              validBet: <MoneyCell value={totals.validBet} />,
              winLoss: <MoneyCell value={totals.winLoss} signed />,
            }
          : undefined,
      }}
    >
      {open ? <BetDetailDialog bet={open} onClose={() => setOpen(null)} /> : null}
    </ReportPage>
  );
}

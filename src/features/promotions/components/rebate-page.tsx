import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { RebateEntry } from '@generated/model';
import { apiErrorMessage } from '@/api/api-error-message';
import { formatMoney, formatPercent } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { Button } from '@/ui/button';
import { columnsFor, DataTable, MoneyCell } from '@/ui/data-table';
import { useGameTypeLabels } from '@/ui/game-type-label';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { toast } from '@/ui/toast';
import { rebateQueryOptions, useClaimRebate } from '../api/promotions';
import { useFeatureGate } from '../hooks/use-feature-gate';
import { FeatureOff } from './feature-off';
import './promo-page.css';
import './rebate-page.css';

const col = columnsFor<RebateEntry>();

/** Manual rebate (gated by MANPLAYREB3): the rebate available per game type, claimed into the wallet. */
export function RebatePage() {
  const enabled = useFeatureGate('MANPLAYREB3');
  if (enabled === false) {
    return (
      <div className="member-centre">
        <PageHeader title={<Trans>Manual rebate</Trans>} />
        <FeatureOff />
      </div>
    );
  }
  return enabled ? <RebateContent /> : null;
}

function RebateContent() {
  const { t, i18n } = useLingui();
  const gameType = useGameTypeLabels();
  const rebate = useQuery(rebateQueryOptions());
  const claim = useClaimRebate();
  const claimAll = () =>
    claim.mutate(undefined, {
      onSuccess: (result) => toast(t`Rebate of ${formatMoney(result.amount)} added to your wallet.`, 'success'),
      onError: (error) => toast(i18n._(apiErrorMessage(error)), 'error'),
    });
  const minClaim = rebate.data?.minClaim ?? 0;
  const columns = useMemo(
    () => [
      col.accessor('gameType', { header: t`Game type`, enableSorting: false, cell: (info) => gameType(info.getValue()) }),
      col.accessor('validBet', { header: t`Valid bet`, enableSorting: false, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
      col.accessor('rate', {
        header: t`Rate`,
        enableSorting: false,
        meta: { align: 'end', priority: 'secondary' },
        cell: (info) => formatPercent(info.getValue()),
      }),
      col.accessor('amount', { header: t`Rebate`, enableSorting: false, meta: { align: 'end' }, cell: (info) => <MoneyCell value={info.getValue()} /> }),
    ],
    [t, gameType],
  );

  return (
    <div className="member-centre rebate">
      <PageHeader title={<Trans>Manual rebate</Trans>} description={<Trans>Every valid bet earns a rebate. Claim it here whenever you like.</Trans>} />
      <QueryState query={rebate} label={t`Manual rebate`}>
        {(summary) => (
          <section className="member-centre__card rebate__hero" aria-labelledby="rebate-total-title">
            <div>
              <h2 id="rebate-total-title" className="rebate__label">
                <Trans>Rebate available</Trans>
              </h2>
              <p className="rebate__total" data-testid="rebate-total">
                {formatMoney(summary.total)}
              </p>
              <p className="promo-muted">
                {summary.lastClaimTime ? (
                  <Trans>Bets since your last claim on {formatDateTime(summary.lastClaimTime)} count.</Trans>
                ) : (
                  <Trans>Bets of the last three days count.</Trans>
                )}{' '}
                <Trans>The smallest claim is {formatMoney(summary.minClaim)}.</Trans>
              </p>
            </div>
            <Button variant="primary" size="lg" pending={claim.isPending} disabled={summary.total < minClaim} onClick={claimAll}>
              <Trans>Claim all</Trans>
            </Button>
          </section>
        )}
      </QueryState>
      <section className="member-centre__card" aria-labelledby="rebate-table-title">
        <h2 id="rebate-table-title">
          <Trans>By game type</Trans>
        </h2>
        <DataTable
          label={t`Rebate by game type`}
          columns={columns}
          rows={rebate.data?.list}
          status={rebate.status}
          error={rebate.error}
          onRetry={() => void rebate.refetch()}
          getRowId={(row) => row.gameType}
        />
      </section>
    </div>
  );
}

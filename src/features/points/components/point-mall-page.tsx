import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import type { PointsReward } from '@generated/model';
import { walletBalanceQueryOptions } from '@/api/queries';
import { useSession } from '@/api/use-session';
import { canUseMemberAction, TrialBlockedDialog } from '@/features/auth';
import { Button } from '@/ui/button';
import { onDemand } from '@/ui/on-demand';
import { PageHeader } from '@/ui/page-header';
import { Tabs } from '@/ui/tabs';
import { pointsBalanceQueryOptions, pointsConfigQueryOptions } from '../api/points';
import { resolvePointMallSearch, type PointMallSearch, type PointMallTab } from '../logic/point-mall-search';
import { PointDetails } from './point-details';
import { PointsRules } from './points-rules';
import { RedeemHistory } from './redeem-history';
import { RewardsGrid } from './rewards-grid';
import './points.css';
import { formatCount } from '@/lib/format';

const route = getRouteApi('/_player/_auth/pointMall');

// The two forms (and zod with react-hook-form) load when a button opens one, not with the mall (issue 12).
const RedeemDialog = onDemand(() => import('./redeem-dialog'), 'RedeemDialog');
const ConvertDialog = onDemand(() => import('./convert-dialog'), 'ConvertDialog');

type Open = { kind: 'redeem'; reward: PointsReward } | { kind: 'convert' } | { kind: 'trial' } | null;

/** /pointMall (PTSYS3): the points balance, rewards to redeem, converting, the records and the rules. */
export function PointMallPage() {
  const { t } = useLingui();
  const search = resolvePointMallSearch(route.useSearch());
  const navigate = route.useNavigate();
  const current = useSession();
  const balance = useQuery(pointsBalanceQueryOptions());
  const config = useQuery(pointsConfigQueryOptions());
  const currency = useQuery(walletBalanceQueryOptions()).data?.currencySymbol;
  const [open, setOpen] = useState<Open>(null);
  const points = balance.data?.pointsBalance;

  const onSearchChange = (patch: Partial<PointMallSearch>) => void navigate({ search: (previous) => ({ ...previous, ...patch }), replace: true });
  // A tab of its own starts at its first page without the other tab's filter.
  const onTab = (tab: PointMallTab) => void navigate({ search: { tab, pageNo: 1, pageSize: search.pageSize }, replace: true });
  const guarded = (next: Exclude<Open, null>) => setOpen(canUseMemberAction(current) ? next : { kind: 'trial' });

  return (
    <div className="point-mall">
      <PageHeader
        title={<Trans>Points mall</Trans>}
        description={<Trans>Earn points as you play and deposit, then redeem rewards or convert them to cash. Points never expire.</Trans>}
      />
      <section className="points-balance" aria-labelledby="points-balance-title">
        <div>
          <h2 id="points-balance-title" className="points-balance__label">
            <Trans>Points balance</Trans>
          </h2>
          <p className="points-balance__value" aria-live="polite">
            {balance.isError ? <Trans>Not available</Trans> : points === undefined ? '…' : formatCount(points)}
          </p>
        </div>
        <Button variant="primary" disabled={points === undefined || !config.data} onClick={() => guarded({ kind: 'convert' })}>
          <Trans>Convert to cash</Trans>
        </Button>
      </section>
      <Tabs<PointMallTab>
        label={t`Points mall`}
        value={search.tab}
        onChange={onTab}
        items={[
          { value: 'rewards', label: t`Rewards`, content: <RewardsGrid balance={points} onRedeem={(reward) => guarded({ kind: 'redeem', reward })} /> },
          {
            value: 'history',
            label: t`Redeem history`,
            content: search.tab === 'history' ? <RedeemHistory search={search} onSearchChange={onSearchChange} /> : null,
          },
          {
            value: 'details',
            label: t`Points details`,
            content: search.tab === 'details' ? <PointDetails search={search} onSearchChange={onSearchChange} /> : null,
          },
          { value: 'rules', label: t`Rules`, content: <PointsRules currency={currency} /> },
        ]}
      />
      {open?.kind === 'redeem' && points !== undefined ? <RedeemDialog reward={open.reward} balance={points} onClose={() => setOpen(null)} /> : null}
      {open?.kind === 'convert' && points !== undefined && config.data ? (
        <ConvertDialog balance={points} config={config.data} currency={currency} onClose={() => setOpen(null)} />
      ) : null}
      {open?.kind === 'trial' ? <TrialBlockedDialog onClose={() => setOpen(null)} /> : null}
    </div>
  );
}

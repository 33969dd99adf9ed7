import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import type { TeamOverview } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { Icon, type IconName } from '@/ui/icon';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { teamOverviewQueryOptions } from '../api/team';
import { netFlow, OVERVIEW_PERIODS, type OverviewPeriod } from '../logic/overview';
import { PeriodTable } from './period-table';
import './agent-page.css';
import './team-overview-page.css';

// Recharts is loaded with this page only: the lobby never downloads it.
const TeamTrendCharts = lazy(() => import('./team-trend-charts'));

const route = getRouteApi('/_agent/agentHome/team-overview');

/** agentTeamOverview (SPEC 2, the default page): the team's figures for today, this week and this month, and their 30-day trend. */
export function TeamOverviewPage() {
  const { t } = useLingui();
  const overview = useQuery(teamOverviewQueryOptions());
  const period = route.useSearch().period ?? 'today';
  const navigate = route.useNavigate();
  const periodLabels: Record<OverviewPeriod, string> = { today: t`Today`, week: t`This week`, month: t`This month` };
  return (
    <div className="agent-page">
      <PageHeader
        title={t`Team overview`}
        description={t`Your whole team at every level. Profit and loss is the members' result: negative when they lost.`}
        actions={
          <div className="segmented" role="group" aria-label={t`Period`}>
            {OVERVIEW_PERIODS.map((value) => (
              <button
                key={value}
                type="button"
                className="segmented__option"
                aria-pressed={period === value}
                onClick={() => void navigate({ search: { period: value === 'today' ? undefined : value }, replace: true })}
              >
                {periodLabels[value]}
              </button>
            ))}
          </div>
        }
      />
      <QueryState query={overview} label={t`Team overview`}>
        {(data) => (
          <>
            <TeamSize overview={data} />
            <Kpis overview={data} period={period} label={periodLabels[period]} />
            <section className="panel" aria-labelledby="trend-title">
              <header className="panel__header">
                <h2 id="trend-title">
                  <Trans>Last 30 days</Trans>
                </h2>
              </header>
              <Suspense fallback={<div className="chart-grid chart-grid--loading" role="status" aria-label={t`Loading charts`} />}>
                <TeamTrendCharts trend={data.trend} />
              </Suspense>
            </section>
            <PeriodTable overview={data} labels={periodLabels} />
          </>
        )}
      </QueryState>
    </div>
  );
}

function TeamSize({ overview }: { overview: TeamOverview }) {
  const { t } = useLingui();
  const items = [
    { label: t`Team size`, value: overview.teamSize, icon: 'users' as IconName },
    { label: t`Direct downlines`, value: overview.directMembers, icon: 'user' as IconName },
    { label: t`Agents in the team`, value: overview.agents, icon: 'agent' as IconName },
  ];
  return (
    <dl className="team-size">
      {items.map((item) => (
        <div key={item.label} className="team-size__item">
          <Icon name={item.icon} size={18} />
          <dt>{item.label}</dt>
          <dd>{item.value.toLocaleString('en')}</dd>
        </div>
      ))}
    </dl>
  );
}

function Kpis({ overview, period, label }: { overview: TeamOverview; period: OverviewPeriod; label: string }) {
  const { t } = useLingui();
  const stats = overview[period];
  const net = formatMoney(netFlow(stats));
  const netTone = netFlow(stats) >= 0 ? 'up' : 'down';
  const cards: Array<{ key: string; label: string; value: string; note?: string; tone?: 'up' | 'down' }> = [
    { key: 'newMembers', label: t`New members`, value: stats.newMembers.toLocaleString('en') },
    { key: 'activeMembers', label: t`Active members`, value: stats.activeMembers.toLocaleString('en') },
    { key: 'deposits', label: t`Deposits`, value: formatMoney(stats.deposits), note: t`Net ${net}`, tone: netTone },
    { key: 'withdrawals', label: t`Withdrawals`, value: formatMoney(stats.withdrawals) },
    { key: 'validBet', label: t`Valid bets`, value: formatMoney(stats.validBet) },
    { key: 'profitLoss', label: t`Profit and loss`, value: formatMoney(stats.profitLoss), tone: stats.profitLoss >= 0 ? 'up' : 'down' },
  ];
  return (
    <section aria-label={t`Figures for ${label}`}>
      <dl className="kpi-grid">
        {cards.map((card) => (
          <div key={card.key} className="kpi" data-tone={card.key === 'profitLoss' ? card.tone : undefined}>
            <dt>{card.label}</dt>
            <dd>
              <span className="kpi__value" data-testid={`kpi-${card.key}`}>
                {card.value}
              </span>
              {card.note ? (
                <span className="kpi__note" data-tone={card.tone}>
                  {card.note}
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link, useMatch } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { useReportGate } from '../api/report-gate';
import './agent-reports.css';

/**
 * The frame of every agent report: a type-gated one (SPEC 2 and 6) shows only when the agent's consolidated
 * contract flags open it. The gate is the one its route declares for the menu (`staticData.menu.gate`), so it is
 * written once. A deep link to a closed one says so instead of showing an empty or failing table. While the flags
 * load, or if they fail, the report shows (the server refuses a report that is not enabled).
 */
export function GatedReport({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const gate = useMatch({ strict: false, select: (match) => match.staticData.menu?.gate });
  const { open } = useReportGate(gate);
  if (open === false) {
    return (
      <EmptyState
        icon="blocked"
        title={t`This report is not part of your contract`}
        text={t`Your upline has not set up this kind of income for you. Ask your upline or customer service if you think it should be.`}
        action={
          <Link to="/agentHome/income" className={buttonClass({ variant: 'primary' })}>
            {t`See my income`}
          </Link>
        }
      />
    );
  }
  return children;
}

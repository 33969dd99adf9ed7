import { Trans } from '@lingui/react/macro';
import './demo-badge.css';

/** A mock-first build says so where everyone sees it: no balance on screen is real money (ADR 0012). */
export function DemoBadge() {
  if (import.meta.env.VITE_API_MOCKING !== 'msw') return null;
  return (
    <span className="demo-badge" title="Demo data (mock mode)">
      <Trans comment="Badge on a build that runs on demo data, not a real backend">Demo</Trans>
    </span>
  );
}

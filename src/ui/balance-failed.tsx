import { Trans } from '@lingui/react/macro';
import { Button } from './button';
import { Icon } from './icon';
import './balance-failed.css';

/**
 * A balance that could not be loaded says so, says the money is safe, and offers a retry (ADR 0026): never a bare
 * dash, which reads as an empty wallet. The player's header and the agent centre's header both show it.
 */
export function BalanceFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className="balance-failed" role="alert">
      <Icon name="wallet" size={18} className="balance-failed__icon" />
      <span className="balance-failed__text">
        <Trans>Could not load your balance. Your money is safe.</Trans>
      </span>
      <Button size="sm" className="balance-failed__retry" pending={retrying} onClick={onRetry}>
        <Icon name="refresh" size={16} />
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}

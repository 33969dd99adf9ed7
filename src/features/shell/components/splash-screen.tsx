import { Trans } from '@lingui/react/macro';
import './system-pages.css';

export function SplashScreen() {
  return (
    <div className="system-page" role="status" aria-live="polite">
      <div className="system-page__spinner" aria-hidden="true" />
      <p className="system-page__text">
        <Trans>Loading…</Trans>
      </p>
    </div>
  );
}

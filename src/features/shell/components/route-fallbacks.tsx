import { Trans } from '@lingui/react/macro';
import { Link, type ErrorComponentProps } from '@tanstack/react-router';
import { useLingui } from '@lingui/react';
import { apiErrorMessage } from '@/api/api-error-message';
import { Button, buttonClass } from '@/ui/button';
// The card's styles, shared with the maintenance and region pages (which load on demand).
import './system-pages.css';

export function NotFoundPage() {
  return (
    <section className="system-page">
      <div className="system-page__card">
        <h1>
          <Trans>Page not found</Trans>
        </h1>
        <p className="system-page__text">
          <Trans>The page you are looking for does not exist.</Trans>
        </p>
        <Link to="/" className={buttonClass({ variant: 'primary' })}>
          <Trans>Back to the lobby</Trans>
        </Link>
      </div>
    </section>
  );
}

/** No screen goes blank: a failing route shows what happened and a way out. */
export function RouteErrorFallback({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui();
  return (
    <section className="system-page" role="alert">
      <div className="system-page__card">
        <h1>
          <Trans>Something went wrong</Trans>
        </h1>
        <p className="system-page__text">{i18n._(apiErrorMessage(error))}</p>
        <Button variant="primary" onClick={reset}>
          <Trans>Try again</Trans>
        </Button>
      </div>
    </section>
  );
}

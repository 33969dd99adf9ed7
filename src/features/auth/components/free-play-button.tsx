import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { apiErrorMessage } from '@/api/api-error-message';
import { useFreePlay } from '../api/use-free-play';

/** Free play (trial, member type 4) from the login modal. */
export function FreePlayButton({ onStarted }: { onStarted: () => void }) {
  const { i18n } = useLingui();
  const freePlay = useFreePlay({ onSuccess: onStarted });
  return (
    <div className="free-play">
      <button type="button" className="button button--ghost button--block" onClick={freePlay.start} disabled={freePlay.isPending}>
        {freePlay.isPending ? <Trans>Starting free play…</Trans> : <Trans>Play for free without an account</Trans>}
      </button>
      {freePlay.error ? (
        <p className="form__error" role="alert">
          {i18n._(apiErrorMessage(freePlay.error))}
        </p>
      ) : null}
    </div>
  );
}

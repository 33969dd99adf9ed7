import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { apiErrorMessage } from '@/api/api-error-message';
import { useFreePlay } from '../api/use-free-play';
import { Button } from '@/ui/button';

/** Free play (trial, member type 4) from the login modal. */
export function FreePlayButton({ onStarted }: { onStarted: () => void }) {
  const { i18n } = useLingui();
  const freePlay = useFreePlay({ onSuccess: onStarted });
  return (
    <div className="free-play">
      <Button variant="ghost" block onClick={() => freePlay.start()} pending={freePlay.isPending}>
        {freePlay.isPending ? <Trans>Starting free play…</Trans> : <Trans>Play for free without an account</Trans>}
      </Button>
      {freePlay.error ? (
        <p className="form__error" role="alert">
          {i18n._(apiErrorMessage(freePlay.error))}
        </p>
      ) : null}
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from '@tanstack/react-router';
import { useLaunchGame } from '@generated/api/games/games';
import { TrialBlockedDialog } from '@/features/auth';
import { apiErrorMessage } from '@/api/api-error-message';
import { currentLanguage } from '@/lib/i18n';
import { useViewer } from '../hooks/use-viewer';
import { isMaintenanceError } from '../logic/launch-error';
import type { SeamlessSearch } from '../logic/search';
import { GameStage } from './game-stage';
import './centre.css';
import { unwrap } from '@/api/unwrap';

/** /seamless: one game on the whole page (the side menu is hidden there, SPEC 2). */
export function SeamlessGame({ search }: { search: SeamlessSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { isTrial } = useViewer();
  const launch = useLaunchGame(
    {
      vassalage: search.vassalage ?? '',
      ...(search.nodeId ? { nodeId: search.nodeId } : {}),
      ...(search.gameCode ? { gameCode: search.gameCode } : {}),
      language: currentLanguage(),
      device: 'WEB',
    },
    { query: { enabled: !!search.vassalage && !isTrial, staleTime: 0, gcTime: 0, retry: false, select: (response) => unwrap(response) } },
  );
  const title = search.name ?? search.gameCode ?? search.vassalage ?? t`Game`;
  let body;
  if (!search.vassalage) {
    body = (
      <div className="centre-empty">
        <p>
          <Trans>No game was chosen.</Trans>
        </p>
        <Link to="/" className="button button--primary">
          <Trans>Back to the lobby</Trans>
        </Link>
      </div>
    );
  } else if (isTrial) {
    body = <TrialBlockedDialog onClose={() => void navigate({ to: '/' })} />;
  } else if (launch.isPending) {
    body = (
      <div className="game-stage game-stage--loading" role="status">
        <span className="game-popup__spinner" aria-hidden="true" />
        <Trans>Loading {title}…</Trans>
      </div>
    );
  } else if (launch.isError) {
    body = (
      <div className="centre-empty" role="alert">
        <p>{isMaintenanceError(launch.error) ? t`This game is under maintenance. Please try again later.` : i18n._(apiErrorMessage(launch.error))}</p>
        <button type="button" className="button" onClick={() => void launch.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </div>
    );
  } else {
    body = <GameStage title={title} url={launch.data.url} />;
  }
  return (
    <section className="game-page" aria-labelledby="game-page-title">
      <header className="game-page__header">
        <h1 id="game-page-title">{title}</h1>
        <Link to="/" className="button button--ghost">
          <Trans>Back to the lobby</Trans>
        </Link>
      </header>
      {body}
    </section>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { apiErrorMessage } from '@/api/api-error-message';
import { isPlaySafelyRefusal, playSafelyRefusal } from '@/features/play-safely';
import { Dialog } from '@/ui/dialog';
import { usePhoneLayout } from '../hooks/use-phone-layout';
import { safeLaunchUrl } from '../logic/frame-sandbox';
import { isMaintenanceError } from '../logic/launch-error';
import type { LaunchParams } from '../logic/launch-route';
import { GameFrame } from './game-frame';
import { GameScreen } from './game-screen';
import './game-popup.css';
import { Button, buttonClass } from '@/ui/button';

type GamePopupProps = {
  title: string;
  params: LaunchParams;
  status: 'idle' | 'pending' | 'success' | 'error';
  url: string | undefined;
  error: unknown;
  onRetry: () => void;
  onClose: () => void;
};

/**
 * The game popup (SPEC 2): the launch URL in a sandboxed frame, with a way
 * out to a new window or the full-page game. Loading and failures show in
 * the same place, with a retry. On a phone the game takes the whole screen
 * instead, under a thin bar (balance, Deposit, Exit).
 */
export function GamePopup({ title, params, status, url, error, onRetry, onClose }: GamePopupProps) {
  const { t, i18n } = useLingui();
  const phone = usePhoneLayout();
  const safeUrl = url ? safeLaunchUrl(url, window.location.origin) : null;
  // A reached loss or session limit (play safely, issue 30) says which and until when; a retry would only be refused again.
  const limit = status === 'error' ? playSafelyRefusal(error) : null;
  const failure =
    status === 'error'
      ? isMaintenanceError(error)
        ? t`This game is under maintenance. Please try again later.`
        : i18n._(limit ?? apiErrorMessage(error))
      : status === 'success' && !safeUrl
        ? t`The game address is not valid. Please contact customer service.`
        : null;
  const stage = (
    <>
      {status === 'pending' ? (
        <div className="game-popup__state" role="status">
          <span className="game-popup__spinner" aria-hidden="true" />
          <Trans>Loading {title}…</Trans>
        </div>
      ) : null}
      {failure ? (
        <div className="game-popup__state" role="alert">
          <p>{failure}</p>
          {isPlaySafelyRefusal(error) ? null : (
            <Button variant="primary" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          )}
        </div>
      ) : null}
      {safeUrl ? <GameFrame className="game-popup__frame" title={title} url={safeUrl} /> : null}
    </>
  );
  if (phone) {
    return (
      <GameScreen title={title} onExit={onClose}>
        {stage}
      </GameScreen>
    );
  }
  return (
    <Dialog title={title} size="xl" onClose={onClose}>
      <div className="game-popup">
        <div className="game-popup__stage">{stage}</div>
        {safeUrl ? (
          <div className="game-popup__toolbar">
            <a className={buttonClass({ variant: 'ghost' })} href={safeUrl} target="_blank" rel="noopener noreferrer">
              <Trans>Open in a new window</Trans>
            </a>
            <Link
              className={buttonClass({ variant: 'ghost' })}
              to="/seamless"
              search={{ vassalage: params.vassalage, nodeId: params.nodeId, gameCode: params.gameCode, name: title }}
              onClick={onClose}
            >
              <Trans>Full page</Trans>
            </Link>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}

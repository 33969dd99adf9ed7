import { Trans } from '@lingui/react/macro';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { usePhoneLayout } from '../hooks/use-phone-layout';
import { safeLaunchUrl } from '../logic/frame-sandbox';
import { GameFrame } from './game-frame';
import { GamePageScreen } from './game-screen';
import './game-popup.css';
import { buttonClass } from '@/ui/button';

/**
 * A launched game on a full page (lottery pages, /seamless): the sandboxed
 * frame and a new-window way out; on a phone the whole screen under the game
 * bar, whose Exit goes back where the player came from (the lobby when the
 * page was opened directly).
 */
export function GameStage({ title, url }: { title: string; url: string }) {
  const phone = usePhoneLayout();
  const router = useRouter();
  const navigate = useNavigate();
  const safeUrl = safeLaunchUrl(url, window.location.origin);
  if (!safeUrl) {
    return (
      <div className="centre-empty" role="alert">
        <p>
          <Trans>The game address is not valid. Please contact customer service.</Trans>
        </p>
      </div>
    );
  }
  if (phone) {
    const exit = () => (router.history.canGoBack() ? router.history.back() : void navigate({ to: '/' }));
    return (
      <GamePageScreen title={title} onExit={exit}>
        <GameFrame className="game-popup__frame" title={title} url={safeUrl} />
      </GamePageScreen>
    );
  }
  return (
    <div className="game-stage">
      <GameFrame className="game-stage__frame" title={title} url={safeUrl} />
      <div className="game-popup__toolbar">
        <a className={buttonClass({ variant: 'ghost' })} href={safeUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Open in a new window</Trans>
        </a>
      </div>
    </div>
  );
}

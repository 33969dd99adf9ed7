import { Trans, useLingui } from '@lingui/react/macro';
import { frameSandbox, safeLaunchUrl } from '../logic/frame-sandbox';
import './game-popup.css';
import { buttonClass } from '@/ui/button';

/** A launched game on a full page (lottery pages, /seamless): the sandboxed frame and a new-window way out. */
export function GameStage({ title, url }: { title: string; url: string }) {
  const { t } = useLingui();
  const origin = window.location.origin;
  const safeUrl = safeLaunchUrl(url, origin);
  if (!safeUrl) {
    return (
      <div className="centre-empty" role="alert">
        <p>
          <Trans>The game address is not valid. Please contact customer service.</Trans>
        </p>
      </div>
    );
  }
  return (
    <div className="game-stage">
      <iframe
        className="game-stage__frame"
        title={t`Game: ${title}`}
        src={safeUrl}
        sandbox={frameSandbox(safeUrl, origin)}
        allow="autoplay; fullscreen"
        referrerPolicy="no-referrer"
      />
      <div className="game-popup__toolbar">
        <a className={buttonClass({ variant: 'ghost' })} href={safeUrl} target="_blank" rel="noopener noreferrer">
          <Trans>Open in a new window</Trans>
        </a>
      </div>
    </div>
  );
}

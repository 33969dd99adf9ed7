import { useLingui } from '@lingui/react/macro';
import { frameSandbox } from '../logic/frame-sandbox';

/** A launched game: the vendor's page in a sandboxed frame (a checked URL: safeLaunchUrl), filling its stage (game-popup__frame) or not (game-stage__frame). */
export function GameFrame({ title, url, className }: { title: string; url: string; className: string }) {
  const { t } = useLingui();
  return (
    <iframe
      className={className}
      title={t`Game: ${title}`}
      src={url}
      sandbox={frameSandbox(url, window.location.origin)}
      allow="autoplay; fullscreen"
      referrerPolicy="no-referrer"
    />
  );
}

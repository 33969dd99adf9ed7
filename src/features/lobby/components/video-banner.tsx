import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLanguage } from '@/lib/use-language';
import { Icon } from '@/ui/icon';
import { videoEmbedUrl, type VideoBanner as Video } from '../logic/banners';

/** A video banner: its poster until the visitor presses play, then the player in their language. */
export function VideoBanner({ video }: { video: Video }) {
  const { t } = useLingui();
  const language = useLanguage();
  const [playing, setPlaying] = useState(false);
  const title = video.title ?? t`Video`;
  if (playing) {
    return (
      <div className="video-banner">
        <iframe
          className="video-banner__frame"
          src={videoEmbedUrl(video.videoId, language)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
        />
      </div>
    );
  }
  return (
    <div className="video-banner">
      {video.thumbnailUrl ? <img className="video-banner__poster" src={video.thumbnailUrl} alt="" width={640} height={360} loading="lazy" /> : null}
      <button type="button" className="video-banner__play" aria-label={t`Play video: ${title}`} onClick={() => setPlaying(true)}>
        <Icon name="play" size={28} />
      </button>
    </div>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { Banner } from '@generated/model';
import { Carousel } from '@/ui/carousel';
import { bannerCarouselOptions, playableVideos, type VideoBanner as Video } from '../logic/banners';
import { LobbySection } from './lobby-section';
import { VideoBanner } from './video-banner';
import './video-banners.css';

/** Video banners (group w_promotion): 1.8 slides overlapping by 30 px, nothing plays by itself. */
export function VideoBanners({ banners }: { banners: readonly Banner[] }) {
  const { t } = useLingui();
  // A link that is not a video-site link is logged and left out (SPEC 8).
  const videos = useMemo(() => playableVideos(banners, (message) => console.error(message)), [banners]);
  if (videos.length === 0) return null;
  const options = bannerCarouselOptions('video', videos.length);
  return (
    <LobbySection id="videos-title" icon="play" title={<Trans>Videos</Trans>} className="videos">
      <Carousel<Video>
        className="videos__carousel"
        items={videos}
        getKey={(video) => video.videoId}
        label={t`Video slides`}
        {...options}
        slidesPerView={1.15}
        spaceBetween={12}
        breakpoints={{ 720: { slidesPerView: options.slidesPerView, spaceBetween: options.spaceBetween } }}
        arrows={videos.length > 1}
        renderItem={(video) => <VideoBanner video={video} />}
      />
    </LobbySection>
  );
}

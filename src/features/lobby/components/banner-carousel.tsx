import { useLingui } from '@lingui/react/macro';
import type { Banner } from '@generated/model';
import { Carousel } from '@/ui/carousel';
import { bannerCarouselOptions } from '../logic/banners';
import { BannerSlide } from './banner-slide';
import './banner-carousel.css';

/** The home banners (group w_home): loop above one, a new one every 5 s (SPEC 9). */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useLingui();
  if (banners.length === 0) return null;
  const options = bannerCarouselOptions('image', banners.length);
  return (
    <Carousel<Banner>
      className="banners"
      items={banners}
      getKey={(banner, index) => `${banner.url}-${index}`}
      label={t`Featured promotions`}
      {...options}
      arrows={banners.length > 1}
      pagination={banners.length > 1}
      renderItem={(banner, index) => <BannerSlide banner={banner} eager={index === 0} />}
    />
  );
}

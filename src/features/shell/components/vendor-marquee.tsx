import { useLingui } from '@lingui/react/macro';
import { Marquee } from '@/ui/marquee';
import { useFooterVendors } from '../api/use-game-vendors';
import { footerVendors, MARQUEE, marqueeSlides, type FooterVendor } from '../logic/footer';
import { VendorLogo } from './vendor-logo';

/** The footer's vendor logos (SPEC 9: PG, EG2, PT, JDB, CQ9, FC, JL, BGS; 10 slides, gap 20) moving as a ticker. */
export function VendorMarquee() {
  const { t } = useLingui();
  const vendors = useFooterVendors().data ?? footerVendors(undefined);
  return (
    <section className="vendor-marquee" aria-labelledby="vendor-marquee-title">
      <h2 id="vendor-marquee-title" className="visually-hidden">{t`Game providers`}</h2>
      <Marquee<FooterVendor>
        items={marqueeSlides(vendors)}
        getKey={(vendor, index) => `${vendor.code}-${index}`}
        label={t`Game provider logos`}
        slidesPerView={4}
        spaceBetween={MARQUEE.spaceBetween}
        breakpoints={{ 640: { slidesPerView: 6 }, 1024: { slidesPerView: MARQUEE.slidesPerView } }}
        speed={2400}
        renderItem={(vendor) => (
          <figure className="vendor-marquee__item">
            <VendorLogo vendor={{ lagerIcon: vendor.icon, vassalage: vendor.code }} />
            <figcaption className="visually-hidden">{vendor.name}</figcaption>
          </figure>
        )}
      />
    </section>
  );
}

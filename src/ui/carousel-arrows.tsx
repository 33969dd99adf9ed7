import { useLingui } from '@lingui/react/macro';
import { Icon } from './icon';

/** The previous and next buttons at the sides, shared by the still slides and Swiper (./carousel.tsx, ./swiper-carousel.tsx). */
export function CarouselArrows({ onPrevious, onNext }: { onPrevious?: () => void; onNext?: () => void }) {
  const { t } = useLingui();
  return (
    <>
      <button type="button" className="ui-carousel__arrow ui-carousel__arrow--prev" aria-label={t`Previous`} onClick={onPrevious}>
        <Icon name="chevron-left" />
      </button>
      <button type="button" className="ui-carousel__arrow ui-carousel__arrow--next" aria-label={t`Next`} onClick={onNext}>
        <Icon name="chevron-right" />
      </button>
    </>
  );
}

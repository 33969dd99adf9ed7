import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore, type CSSProperties } from 'react';
import { useDirection } from '@/lib/use-language';
import { breakpointFloor, layoutAt } from './carousel';
import type { CarouselProps } from './carousel-props';
import './marquee.css';

function subscribeResize(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * A continuous ticker as a CSS animation the compositor runs (issue 33): the slides laid out as Swiper would lay
 * them out, then a hidden copy, the whole track moving by one copy in `speed` ms a slide, linear, looping. No
 * script, no layout read, and no Swiper start. Still for people who ask for reduced motion (./marquee.css).
 */
export function Marquee<T>(props: CarouselProps<T>) {
  const { t } = useLingui();
  const dir = useDirection();
  const { items, getKey, renderItem, label, speed = 300, className } = props;
  const width = useSyncExternalStore(
    subscribeResize,
    () => breakpointFloor(props.breakpoints),
    () => 0,
  );
  const { perView, gap } = layoutAt(props, width);
  const slide = `((100% - ${gap * (perView - 1)}px) / ${perView} + ${gap}px)`;
  const track = {
    '--ui-marquee-shift': `calc(${dir === 'rtl' ? 1 : -1} * ${items.length} * ${slide})`,
    animationDuration: `${items.length * speed}ms`,
  } as CSSProperties;
  const slides = (copy: number) =>
    items.map((item, index) => (
      <div
        key={`${getKey(item, index)}~${copy}`}
        className="ui-carousel__static-slide"
        style={{ flexBasis: `calc(${slide} - ${gap}px)`, marginInlineEnd: `${gap}px` }}
        aria-hidden={copy > 0 ? true : undefined}
        inert={copy > 0}
      >
        {renderItem(item, index)}
      </div>
    ));
  return (
    <div className={['ui-carousel', 'ui-carousel--marquee', className ?? ''].join(' ')} role="region" aria-roledescription={t`carousel`} aria-label={label}>
      <div className="ui-carousel__marquee">
        <div className="ui-carousel__static-track ui-carousel__marquee-track" style={track}>
          {slides(0)}
          {slides(1)}
        </div>
      </div>
    </div>
  );
}

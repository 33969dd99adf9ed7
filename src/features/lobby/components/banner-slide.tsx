import { useNavigate } from '@tanstack/react-router';
import type { Banner } from '@generated/model';
import { bannerTarget } from '../logic/banners';

/** One home banner: a route of this site, an outside page in a new tab, or just the picture. */
export function BannerSlide({ banner, eager }: { banner: Banner; eager: boolean }) {
  const navigate = useNavigate();
  const target = bannerTarget(banner);
  // The first banner is the lobby's largest paint (LCP): fetched at once and first, never lazily (issue 12).
  const image = (
    <img
      className="banner__image"
      src={banner.url}
      alt={banner.title ?? ''}
      width={1200}
      height={400}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
    />
  );
  if (target.kind === 'external') {
    return (
      <a className="banner" href={target.href} target="_blank" rel="noopener noreferrer">
        {image}
      </a>
    );
  }
  if (target.kind === 'route') {
    return (
      <a
        className="banner"
        href={target.href}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          void navigate({ href: target.href });
        }}
      >
        {image}
      </a>
    );
  }
  return <div className="banner">{image}</div>;
}

import type { Banner } from '@generated/model';
import { classifyLink } from '@/lib/safe-url';

/**
 * SPEC 9 banner carousel: loops when there is more than one banner; image
 * banners change every 5000 ms at speed 1000; video banners show 1.8 slides
 * overlapping by 30 px and never move or play by themselves (no autoplay).
 */
export const BANNER_CAROUSEL = { delay: 5000, speed: 1000, spacing: 20, videoSlides: 1.8, videoSpacing: -30 } as const;

export type CarouselOptions = {
  loop: boolean;
  speed: number;
  autoplay: false | { delay: number };
  slidesPerView: number;
  spaceBetween: number;
  centeredSlides: boolean;
};

/** The home carousel's banners (group w_home), in the server's order: the first is the lobby's largest paint. */
export function homeBanners(banners: readonly Banner[]): Banner[] {
  return banners.filter((banner) => banner.groupName === 'w_home');
}

export function bannerCarouselOptions(kind: 'image' | 'video', count: number): CarouselOptions {
  const loop = count > 1;
  if (kind === 'video') {
    return {
      loop,
      speed: BANNER_CAROUSEL.speed,
      autoplay: false,
      slidesPerView: BANNER_CAROUSEL.videoSlides,
      spaceBetween: BANNER_CAROUSEL.videoSpacing,
      centeredSlides: true,
    };
  }
  return {
    loop,
    speed: BANNER_CAROUSEL.speed,
    autoplay: loop ? { delay: BANNER_CAROUSEL.delay } : false,
    slidesPerView: 1,
    spaceBetween: BANNER_CAROUSEL.spacing,
    centeredSlides: false,
  };
}

/** SPEC 9: the player's language for the video site: EN, TY to tl, CN to zh, VI, TH; anything else en. */
const VIDEO_LANGUAGES: Record<string, string> = { EN: 'en', TY: 'tl', CN: 'zh', VI: 'vi', TH: 'th' };

export function videoLanguage(code: string): string {
  return VIDEO_LANGUAGES[code.toUpperCase()] ?? 'en';
}

const VIDEO_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com'];
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

/** The video id of a video-site link, or null for anything else. */
export function videoId(link: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  let id: string | null | undefined = null;
  if (url.hostname === 'youtu.be') id = url.pathname.slice(1);
  else if (VIDEO_HOSTS.includes(url.hostname)) {
    const [, kind, value] = url.pathname.split('/');
    id = url.pathname === '/watch' ? url.searchParams.get('v') : kind === 'embed' || kind === 'shorts' ? value : null;
  }
  return id && VIDEO_ID.test(id) ? id : null;
}

/**
 * The player URL, loaded only when the visitor presses play (so the start is
 * the visitor's, never an autoplay), in the visitor's language.
 */
export function videoEmbedUrl(id: string, language: string): string {
  const lang = videoLanguage(language);
  const params = new URLSearchParams({ autoplay: '1', hl: lang, cc_lang_pref: lang, rel: '0', playsinline: '1' });
  return `https://www.youtube-nocookie.com/embed/${id}?${params.toString()}`;
}

export type VideoBanner = Banner & { videoId: string };

/** The video banners that can play; a link that is not a video-site link logs an error and is left out (SPEC 8). */
export function playableVideos(banners: readonly Banner[], logError: (message: string) => void): VideoBanner[] {
  return banners.flatMap((banner) => {
    const id = videoId(banner.url);
    if (!id) {
      logError(`Video banner "${banner.title ?? banner.url}" does not link to a video site: ${banner.url}`);
      return [];
    }
    return [{ ...banner, videoId: id }];
  });
}

export type BannerTarget = { kind: 'route'; href: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * Where a click on a banner goes: a route of this site, an outside page (new
 * tab), promotions, or nowhere. The link goes through the one URL rule
 * (src/lib/safe-url.ts); a ROUTE linkage may only stay on the site.
 */
export function bannerTarget(
  banner: Pick<Banner, 'linkage' | 'linkageType'>,
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): BannerTarget {
  const type = banner.linkageType?.toUpperCase();
  if (type === 'PROMOTION') return { kind: 'route', href: '/promotions' };
  if (type === 'NONE') return { kind: 'none' };
  const target = classifyLink(banner.linkage, origin);
  if (target.kind === 'internal') return { kind: 'route', href: target.path };
  if (target.kind === 'external' && type !== 'ROUTE') return { kind: 'external', href: target.href };
  return { kind: 'none' };
}

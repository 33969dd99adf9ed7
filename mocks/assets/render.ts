import { BANNER_ART } from '../db/banners';
import { findGame, VENDORS } from '../db/catalogue';
import { drawAnnouncementArt, drawBanner, drawPoster } from '../handlers/content-art';
import { gameTile, palette, svgDocument, vendorLogo } from '../handlers/game-art';

/**
 * Every image the demo world points at (/mock-assets/<kind>/<file>), drawn as
 * SVG. One renderer for all three ways the site runs on mocks: MSW in the
 * browser (`npm run dev` and the demo build, mocks/handlers/assets.ts) and
 * Vite's middleware in Prism mode (scripts/dev-prism.mjs). Any file name draws
 * something, so the contract's examples load too.
 */
export const MOCK_ASSETS = '/mock-assets/';

/**
 * Images that fail on purpose: a few catalogue games point at /missing/ so the
 * card's default-icon fallback is exercised, and one announcement carries a
 * tracking pixel whose `onerror` the sanitiser must strip.
 */
export const DELIBERATELY_BROKEN: readonly RegExp[] = [/^\/mock-assets\/missing\//, /^\/mock-assets\/announcements\/tracking-pixel\./];

/** Poster themes the promotion cards cycle over (by name, so a card keeps its colours). */
const PROMO_THEMES = ['home-welcome', 'home-cashback', 'home-live', 'home-referral', 'video-sports', 'video-slots'];

export type MockAsset = { body: string; contentType: 'image/svg+xml' };

const svg = (body: string, width: number, height: number): MockAsset => ({ body: svgDocument(body, width, height), contentType: 'image/svg+xml' });
const asIs = (document: string): MockAsset => ({ body: document, contentType: 'image/svg+xml' });

const titleOf = (stem: string) =>
  stem
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');

function avatar(seed: string): string {
  const [from, to] = palette(seed);
  return `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#a)"/><circle cx="32" cy="26" r="11" fill="#fff" opacity="0.9"/><path d="M12 54c4-10 12-14 20-14s16 4 20 14" fill="#fff" opacity="0.9"/>`;
}

function card(title: string, seed: string): string {
  const [from, to] = palette(seed);
  return `<defs><linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="240" height="160" rx="16" fill="url(#c)"/><circle cx="200" cy="30" r="70" fill="#fff" opacity="0.12"/><text x="120" y="92" text-anchor="middle" font-family="Poppins, Arial, sans-serif" font-size="20" font-weight="800" fill="#fff">${title.replace(/[<>&'"]/g, '')}</text>`;
}

/** The image at a /mock-assets/ URL, or null when there is none (404). */
export function renderMockAsset(pathname: string, search = ''): MockAsset | null {
  if (!pathname.startsWith(MOCK_ASSETS) || DELIBERATELY_BROKEN.some((pattern) => pattern.test(pathname))) return null;
  const [kind, file] = pathname.slice(MOCK_ASSETS.length).split('/');
  if (!kind || !file) return null;
  const stem = decodeURIComponent(file).replace(/\.[a-z0-9]+$/i, '');
  switch (kind) {
    case 'games': {
      const game = findGame(stem);
      if (game) return svg(gameTile(game, VENDORS[game.vassalage]?.name ?? game.vassalage), 200, 200);
      const vendor = stem.split('-')[0]?.toUpperCase() ?? '';
      const name = titleOf(stem.split('-').slice(1).join('-')) || titleOf(stem);
      return svg(gameTile({ nodeId: stem, gameName: name, vassalage: vendor, gameType: 'RNG' }, VENDORS[vendor]?.name ?? vendor), 200, 200);
    }
    case 'vendors': {
      const code = stem.toUpperCase().replace(/-/g, '_');
      return svg(vendorLogo(code, VENDORS[code]?.name ?? titleOf(stem)), 240, 120);
    }
    case 'avatars':
    case 'live':
      return svg(avatar(stem), 64, 64);
    case 'banners': {
      // Burmese art is drawn in English (see BANNER_ART); MS keeps its Malay art.
      const lang = new URLSearchParams(search).get('lang')?.toUpperCase() === 'MS' ? 'MS' : 'EN';
      const copy = BANNER_ART[stem]?.[lang] ?? ([titleOf(stem), '', ''] as [string, string, string]);
      return asIs(stem.startsWith('video-') ? drawPoster(stem, copy) : drawBanner(stem, copy));
    }
    case 'promotions':
      // 16:9 promotion cards: the poster art with the promotion's name.
      return asIs(
        drawPoster(PROMO_THEMES[[...stem].reduce((sum, c) => sum + c.charCodeAt(0), 0) % PROMO_THEMES.length] ?? 'video-slots', [titleOf(stem), '', '']),
      );
    case 'announcements':
      return asIs(drawAnnouncementArt(stem === 'new-games' ? 'Fortune Gems 2 · Super Ace' : titleOf(stem)));
    default:
      return svg(card(titleOf(stem), `${kind}/${stem}`), 240, 160);
  }
}

import { http, HttpResponse } from 'msw';
import type { Game, GameMenu, NoticeBundle, Vendor, WinnerBoard, WinnerEntry } from '@generated/model';
import { CATALOGUE, VENDORS, vendorsOf } from '../db/catalogue';
import { BANNER_ART, bannersIn } from '../db/banners';
import { announcementsIn, noticesIn } from '../db/content';
import { drawAnnouncementArt, drawBanner, drawPoster } from './content-art';
import { ok } from './respond';

/**
 * Coherent site content: announcement popups, notices (marquee and banners),
 * the winner board, and the navigation menus built from the game catalogue
 * (a category lists exactly the vendors that have games in it).
 */
type GameType = Game['gameType'];

const language = (request: Request) => new URL(request.url).searchParams.get('language')?.toUpperCase() ?? 'MY';

/** Server-side menu order; the client still puts home first and promotions last. */
const MENU_ORDER: GameType[] = ['LIVE', 'RNG', 'FISH', 'SPORTS', 'PVP', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'BGS'];

const MENU_NAMES: Record<string, Partial<Record<GameType, string>>> = {
  EN: {
    LIVE: 'Live Casino',
    RNG: 'Slots',
    FISH: 'Fishing',
    SPORTS: 'Sports',
    PVP: 'Card Games',
    ESPORTS: 'E-Sports',
    LOTT: 'Lottery',
    ELOTT: 'E-Lottery',
    COCKFIGHT: 'Cockfight',
    BGS: 'Board Games',
  },
  MY: {
    LIVE: 'တိုက်ရိုက်ကာစီနို',
    RNG: 'စလော့',
    FISH: 'ငါးဖမ်းဂိမ်း',
    SPORTS: 'အားကစား',
    PVP: 'ဖဲဂိမ်း',
    ESPORTS: 'အီးစပို့',
    LOTT: 'ထီ',
    ELOTT: 'အီလက်ထရောနစ်ထီ',
    COCKFIGHT: 'ကြက်တိုက်ပွဲ',
    BGS: 'ဘုတ်ဂိမ်း',
  },
  MS: {
    LIVE: 'Kasino Langsung',
    RNG: 'Slot',
    FISH: 'Memancing',
    SPORTS: 'Sukan',
    PVP: 'Permainan Kad',
    ESPORTS: 'E-Sukan',
    LOTT: 'Loteri',
    ELOTT: 'E-Loteri',
    COCKFIGHT: 'Sabung Ayam',
    BGS: 'Permainan Papan',
  },
};

export function gameMenus(lang: string): GameMenu[] {
  const names = MENU_NAMES[lang] ?? MENU_NAMES.EN ?? {};
  return MENU_ORDER.map((gameType, index) => ({
    gameType,
    displayName: names[gameType],
    sequence: index + 1,
    vendors: vendorsOf(gameType).filter((vendor) => CATALOGUE.some((game) => game.vassalage === vendor.vassalage && game.gameType === gameType)),
  }));
}

/** Every vendor once, with the category it is best known for (its first). */
export function allVendors(): Vendor[] {
  return Object.keys(VENDORS).flatMap((code) => {
    const type = VENDORS[code]?.types[0];
    return type ? (vendorsOf(type).filter((vendor) => vendor.vassalage === code) as Vendor[]) : [];
  });
}

const WINNER_NAMES = ['ja***88', 'mi***01', 'ah***12', 'ta***99', 'lu***77', 'ki***20', 'so***55', 'ng***vn', 'fa***33', 'ra***07', 'ze***62', 'wa***18'];

/** A believable board: biggest first, games from the catalogue, amounts that look won, not generated. */
export function winnerBoard(limit: number): WinnerBoard {
  const games = CATALOGUE.filter((game) => ['RNG', 'LIVE', 'FISH'].includes(game.gameType));
  const entries: WinnerEntry[] = Array.from({ length: Math.min(limit, 40) }, (_, i) => {
    const game = games[(i * 7 + 3) % games.length];
    const amount = Math.round((188_888 / (1 + i * 0.55) + ((i * 7919) % 997) * 3.17) * 100) / 100;
    return {
      vo: {
        customerName: WINNER_NAMES[i % WINNER_NAMES.length] ?? 'pl***01',
        winAmount: amount,
        gameName: game?.gameName ?? 'Mahjong Ways',
        iconUrl: game?.iconUrl,
      },
    };
  });
  return { list: entries.sort((a, b) => b.vo.winAmount - a.vo.winAmount) };
}

export const contentHandlers = [
  http.get('*/wps/content/announcement', ({ request }) => ok(announcementsIn(language(request)))),

  http.get('*/wps/content/notice', ({ request }) => {
    const lang = language(request);
    return ok<NoticeBundle>({ banners: bannersIn(lang), player: noticesIn(lang), popup: [], promotion: [] });
  }),

  http.get('*/wps/content/winners', ({ request }) => {
    const limit = Number(new URL(request.url).searchParams.get('limitNum') ?? 20);
    return ok(winnerBoard(Number.isFinite(limit) && limit > 0 ? limit : 20));
  }),

  http.get('*/lgw/games/game_menus', ({ request }) => ok(gameMenus(language(request)))),

  http.get('*/lgw/games/vendors', () => ok(allVendors())),

  http.get('/mock-assets/banners/:file', ({ params, request }) => {
    const name = String(params.file).replace(/\.svg$/, '');
    // Burmese art is drawn in English (see BANNER_ART).
    const lang = new URL(request.url).searchParams.get('lang')?.toUpperCase() === 'MS' ? 'MS' : 'EN';
    const copy = BANNER_ART[name]?.[lang];
    if (!copy) return new HttpResponse(null, { status: 404 });
    return name.startsWith('video-') ? drawPoster(name, copy) : drawBanner(name, copy);
  }),

  http.get('/mock-assets/announcements/:file', ({ params }) => {
    // The tracking pixel of the "keep your account safe" announcement is meant to fail (its onerror must not run).
    if (String(params.file) !== 'new-games.svg') return new HttpResponse(null, { status: 404 });
    return drawAnnouncementArt('Fortune Gems 2 · Super Ace');
  }),
];

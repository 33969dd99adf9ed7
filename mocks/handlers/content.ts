import {
  getGetAnnouncementContentMockHandler,
  getGetAnnouncementsMockHandler,
  getGetNoticesMockHandler,
  getGetWinnerBoardMockHandler,
} from '@generated/api/content/content.msw';
import {
  getGetGameMenusMockHandler,
  getGetGameVendorsMockHandler,
  getGetVendorGameTypesMockHandler,
  getGetVendorLanesMockHandler,
} from '@generated/api/games/games.msw';
import type { Game, GameMenu, NoticeBundle, Vendor, VendorLane, WinnerBoard, WinnerEntry } from '@generated/model';
import { CATALOGUE, VENDORS, vendorsOf } from '../db/catalogue';
import { bannersIn } from '../db/banners';
import { announcementsIn, noticesIn } from '../db/content';
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

/** Vendor lanes of the home lobby: per category, its first games and the vendors that have them. */
export function vendorLanes(lang: string): VendorLane[] {
  return gameMenus(lang)
    .filter((menu) => menu.vendors.length > 0)
    .map((menu) => ({
      title: menu.displayName ?? menu.gameType,
      cards: CATALOGUE.filter((game) => game.gameType === menu.gameType && game.gameCode !== 'LOBBY').slice(0, 6),
      gameClassify: [{ title: menu.displayName ?? menu.gameType, vendors: menu.vendors }],
    }));
}

/** Announcement images: the art of the announcements themselves, in their order. */
const ANNOUNCEMENT_IMAGES = ['new-games', 'welcome-bonus', 'cashback', 'lucky-draw'].map((name, index) => ({
  url: `/mock-assets/announcements/${name}.svg`,
  sequence: index + 1,
}));

export const contentHandlers = [
  getGetAnnouncementsMockHandler(() => ok(ANNOUNCEMENT_IMAGES)),

  getGetVendorLanesMockHandler(({ request }) => ok({ data: { lanes: vendorLanes(language(request)) } })),

  getGetVendorGameTypesMockHandler(() => ok(Object.entries(VENDORS).map(([vassalage, vendor]) => ({ vassalage, gameTypes: [...vendor.types] })))),

  getGetAnnouncementContentMockHandler(({ request }) => ok(announcementsIn(language(request)))),

  getGetNoticesMockHandler(({ request }) => {
    const lang = language(request);
    return ok<NoticeBundle>({ banners: bannersIn(lang), player: noticesIn(lang), popup: [], promotion: [] });
  }),

  getGetWinnerBoardMockHandler(({ request }) => {
    const limit = Number(new URL(request.url).searchParams.get('limitNum') ?? 20);
    return ok(winnerBoard(Number.isFinite(limit) && limit > 0 ? limit : 20));
  }),

  getGetGameMenusMockHandler(({ request }) => ok(gameMenus(language(request)))),

  getGetGameVendorsMockHandler(() => ok(allVendors())),
];

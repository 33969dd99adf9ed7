import { http, HttpResponse } from 'msw';
import {
  getAddFavouriteMockHandler,
  getGetFavouriteIdsMockHandler,
  getGetPopularGamesMockHandler,
  getLaunchGameMockHandler,
  getListFavouritesMockHandler,
  getListGamesMockHandler,
  getListHotGamesMockHandler,
  getListRecentGamesMockHandler,
  getRemoveFavouriteMockHandler,
} from '@generated/api/games/games.msw';
import { getLaunchLotteryLobbyMockHandler } from '@generated/api/lottery/lottery.msw';
import { FavouritePayload, type FavouritePage, type Game, type GameLaunch, type GameListPage } from '@generated/model';
import { CATALOGUE, favouriteCandidates, findGame, popularGames, queryCatalogue, VENDORS, vendorCode } from '../db/catalogue';
import { TRIAL_TYPE } from '@/api/member-types';
import { type MockMember } from '../db/personas';
import { launchRefusal } from '../db/play-safely';
import { db } from '../db/store';
import { gameTile, svgDocument } from './game-art';
import { fail, jsonBody, ok, requireMember } from './respond';

const byGameType = (gameType: string | null) => (game: Game) => !gameType || game.gameType === gameType;

function page<T>(items: T[], pageNo: number, pageSize: number) {
  const size = Number.isFinite(pageSize) && pageSize > 0 ? pageSize : 20;
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Number.isFinite(pageNo) ? pageNo : 1), totalPages);
  return { items: items.slice((current - 1) * size, current * size), pageNo: current, totalPages };
}

/**
 * Game tiles in list answers point at blob: URLs made once per game in this
 * page, like a CDN the browser caches. Served by the mock worker instead, every
 * tile that scrolls back into a long list would be drawn again on the page's
 * main thread, and the mock (not the list) would set the frame rate. The
 * /mock-assets/games/ paths still answer, and a missing icon stays missing.
 */
const tileUrls = new Map<string, string>();
function withTile(game: Game): Game {
  if (!game.iconUrl?.startsWith('/mock-assets/games/') || typeof window === 'undefined' || typeof URL.createObjectURL !== 'function') return game;
  let url = tileUrls.get(game.nodeId);
  if (!url) {
    url = URL.createObjectURL(new Blob([svgDocument(gameTile(game, VENDORS[game.vassalage]?.name ?? game.vassalage), 200, 200)], { type: 'image/svg+xml' }));
    tileUrls.set(game.nodeId, url);
  }
  return { ...game, iconUrl: url };
}
const withTiles = (games: readonly Game[]) => games.map(withTile);

/** What the demo game page draws: reels, a sportsbook, a card table or a lottery draw. */
function demoKind(gameType: Game['gameType']): string {
  if (gameType === 'SPORTS' || gameType === 'ESPORTS' || gameType === 'COCKFIGHT') return 'sports';
  if (gameType === 'LIVE' || gameType === 'PVP' || gameType === 'BGS') return 'table';
  if (gameType === 'LOTT' || gameType === 'ELOTT') return 'lottery';
  if (gameType === 'FISH') return 'fish';
  return 'slot';
}

/** The playable demo page (public/mock-game.html) stands in for a vendor's game in mock mode. */
export function demoGameUrl(options: { title: string; vendor: string; kind: string; member: MockMember; extra?: Record<string, string> }): string {
  const query = new URLSearchParams({
    game: options.title,
    vendor: VENDORS[options.vendor]?.name ?? options.vendor,
    kind: options.kind,
    balance: options.member.balance.toFixed(2),
    currency: options.member.currencySymbol,
    ...options.extra,
  });
  return `/mock-game.html?${query.toString()}`;
}

function recordRecent(member: MockMember, game: Game) {
  db.update((state) => {
    const list = (state.recent[member.username] ?? []).filter((entry) => entry.nodeId !== game.nodeId);
    state.recent[member.username] = [{ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType, playedAt: Date.now() }, ...list].slice(0, 50);
  });
}

/** Mock-only: gives the logged-in member the first `count` games as favourites (the 999 benchmark). */
export function fillFavourites(username: string, count: number): number {
  const games = favouriteCandidates().slice(0, Math.max(0, Math.min(count, 999)));
  const now = Date.now();
  db.update((state) => {
    state.favourites[username] = games.map((game, i) => ({ nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType, addedAt: now - i }));
  });
  return games.length;
}

export const gamesHandlers = [
  getListGamesMockHandler(({ request }) => {
    const params = new URL(request.url).searchParams;
    const games = queryCatalogue({
      gameType: params.get('gameType'),
      vassalage: params.get('vassalage'),
      gameClassify: params.get('gameClassify'),
      keyword: params.get('keyword'),
      isHot: params.get('isHot') === '1',
      isNew: params.get('isNew') === '1',
    });
    const { items, pageNo, totalPages } = page(games, Number(params.get('pageNo') ?? 1), Number(params.get('pageSize') ?? 20));
    return ok<GameListPage>({ games: withTiles(items), pageNo, totalPages, total: games.length });
  }),

  getListHotGamesMockHandler(() => ok({ list: withTiles(CATALOGUE.filter((game) => game.isHot === 1 && game.gameType === 'RNG').slice(0, 16)) })),

  getGetPopularGamesMockHandler(({ request }) => ok({ list: withTiles(popularGames(new URL(request.url).searchParams.get('gameType'))) })),

  getGetFavouriteIdsMockHandler(({ request }) => {
    const member = requireMember(request);
    return ok((db.state.favourites[member.username] ?? []).map((entry) => entry.nodeId));
  }),

  getListFavouritesMockHandler(({ request }) => {
    const member = requireMember(request);
    const params = new URL(request.url).searchParams;
    const games = (db.state.favourites[member.username] ?? [])
      .map((entry) => findGame(entry.nodeId))
      .filter((game): game is Game => !!game && byGameType(params.get('gameType'))(game));
    const { items, pageNo, totalPages } = page(games, Number(params.get('pageNo') ?? 1), Number(params.get('pageSize') ?? 999));
    return ok<FavouritePage>({ content: withTiles(items), pageNum: pageNo, totalPages });
  }),

  getAddFavouriteMockHandler(async ({ request, params }) => {
    const member = requireMember(request);
    const parsed = FavouritePayload.safeParse(await jsonBody(request));
    if (!parsed.success || parsed.data.nodeId !== params.nodeId) return fail('Invalid favourite', { code: 'INVALID_REQUEST' });
    if (!findGame(parsed.data.nodeId)) return fail('No data', { code: 'NO_DATA' });
    const list = db.state.favourites[member.username] ?? [];
    if (list.length >= 999 && !list.some((entry) => entry.nodeId === parsed.data.nodeId)) return fail('Favourite list is full', { code: 'FAVOURITES_FULL' });
    db.update((state) => {
      const current = (state.favourites[member.username] ??= []);
      if (!current.some((entry) => entry.nodeId === parsed.data.nodeId)) current.unshift({ ...parsed.data, addedAt: Date.now() });
    });
    return ok(true);
  }),

  getRemoveFavouriteMockHandler(({ request, params }) => {
    const member = requireMember(request);
    db.update((state) => {
      state.favourites[member.username] = (state.favourites[member.username] ?? []).filter((entry) => entry.nodeId !== params.nodeId);
    });
    return ok(true);
  }),

  getListRecentGamesMockHandler(({ request }) => {
    const member = requireMember(request);
    const params = new URL(request.url).searchParams;
    const games = (db.state.recent[member.username] ?? [])
      .map((entry) => findGame(entry.nodeId))
      .filter((game): game is Game => !!game && byGameType(params.get('gameType'))(game));
    const size = Number(params.get('pageSize') ?? 20);
    const pageNo = Number(params.get('page') ?? 1);
    // Past the last page the list is empty (the client stops at a short page).
    const items = games.slice((pageNo - 1) * size, pageNo * size);
    return ok({ list: withTiles(items) });
  }),

  getLaunchGameMockHandler(({ request }) => {
    const member = requireMember(request);
    // Play safely (issue 30): a reached loss or session limit opens no game (a trial plays on play money).
    const limit = member.type === TRIAL_TYPE ? null : launchRefusal(member.username, request.headers.get('token'));
    if (limit) return fail(`Limit reached: ${limit.kind}`, { code: limit.kind === 'sessionMinutes' ? 'SESSION_LIMIT_REACHED' : 'LOSS_LIMIT_REACHED', limit });
    const params = new URL(request.url).searchParams;
    const nodeId = params.get('nodeId');
    const vendor = vendorCode(params.get('vassalage')) ?? '';
    if (!nodeId) {
      // A vendor card's start-now: the vendor's own lobby.
      const info = VENDORS[vendor];
      if (!info) return fail('No data', { code: 'NO_DATA' });
      const gameType = (params.get('gameType') as Game['gameType'] | null) ?? info.types[0] ?? 'RNG';
      const lobby = CATALOGUE.find((game) => game.vassalage === vendor && game.gameType === gameType && game.gameCode === 'LOBBY');
      if (lobby) recordRecent(member, lobby);
      return ok<GameLaunch>({ url: demoGameUrl({ title: info.name, vendor, kind: demoKind(gameType), member }), mode: 'iframe' });
    }
    const game = findGame(nodeId);
    if (!game) return fail('No data', { code: 'NO_DATA' });
    if (game.underMaintenance) return fail('Game under maintenance', { code: 'GAME_MAINTENANCE' });
    recordRecent(member, game);
    return ok<GameLaunch>({
      url: demoGameUrl({ title: game.gameName ?? nodeId, vendor: game.vassalage, kind: demoKind(game.gameType), member }),
      mode: 'iframe',
    });
  }),

  getLaunchLotteryLobbyMockHandler(({ request }) => {
    const member = requireMember(request);
    const params = new URL(request.url).searchParams;
    const gameCode = params.get('gameCode');
    const game = gameCode ? CATALOGUE.find((entry) => entry.gameCode === gameCode) : undefined;
    if (game) recordRecent(member, game);
    const prizeMode = params.get('prizeMode') ?? 'LOTT';
    return ok<GameLaunch>({
      url: demoGameUrl({
        title: game?.gameName ?? 'Lottery lobby',
        vendor: game?.vassalage ?? 'LOTT',
        kind: 'lottery',
        member,
        extra: { prizeMode, area: params.get('lottoArea') ?? 'VN', view: params.get('view') ?? 'lobby' },
      }),
      mode: 'iframe',
    });
  }),

  // Mock-only (not in the contract): `POST /__mock/favourites {count}` fills the
  // logged-in member's favourites, e.g. 999 for `npm run bench`.
  http.post('*/__mock/favourites', async ({ request }) => {
    const member = requireMember(request);
    const body = (await jsonBody(request)) as { count?: unknown } | null;
    const count = typeof body?.count === 'number' ? body.count : 999;
    return HttpResponse.json(ok({ count: fillFavourites(member.username, count) }));
  }),
];

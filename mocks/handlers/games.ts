import { http } from 'msw';
import { FavouritePayload, type FavouritePage, type Game, type GameLaunch } from '@generated/model';
import { CATALOGUE, findGame } from '../db/catalogue';
import { db } from '../db/store';
import { fail, jsonBody, memberOf, ok, unauthorized } from './respond';

const byGameType = (gameType: string | null) => (game: Game) => !gameType || game.gameType === gameType;

function page<T>(items: T[], pageNo: number, pageSize: number) {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(1, pageNo), totalPages);
  return { items: items.slice((current - 1) * pageSize, current * pageSize), pageNo: current, totalPages };
}

export const gamesHandlers = [
  http.get('*/lgw/games', ({ request }) => {
    const params = new URL(request.url).searchParams;
    const vassalage = params.get('vassalage');
    const classify = params.get('gameClassify');
    // INHOUSE is the in-house group, whose vendor code is JL (SPEC 9).
    const vendor = vassalage === 'INHOUSE' ? 'JL' : vassalage;
    const games = CATALOGUE.filter(byGameType(params.get('gameType')))
      .filter((game) => !vendor || game.vassalage === vendor)
      .filter((game) => !classify || game.gameClassify === classify);
    const { items, pageNo, totalPages } = page([...games], Number(params.get('pageNo') ?? 1), Number(params.get('pageSize') ?? 20));
    return ok({ games: items, pageNo, totalPages, total: games.length });
  }),

  http.get('*/lgw/games/hot', () => ok({ list: CATALOGUE.filter((game) => game.isHot === 1 && game.gameType === 'RNG').slice(0, 16) })),

  http.get('*/wps/game/favourite/ids', ({ request }) => {
    const member = memberOf(request);
    if (!member) return unauthorized();
    return ok((db.state.favourites[member.username] ?? []).map((entry) => entry.nodeId));
  }),

  http.get('*/wps/game/favourite', ({ request }) => {
    const member = memberOf(request);
    if (!member) return unauthorized();
    const params = new URL(request.url).searchParams;
    const gameType = params.get('gameType');
    const games = (db.state.favourites[member.username] ?? [])
      .map((entry) => findGame(entry.nodeId))
      .filter((game): game is Game => !!game && byGameType(gameType)(game));
    const { items, pageNo, totalPages } = page(games, Number(params.get('pageNo') ?? 1), Number(params.get('pageSize') ?? 999));
    return ok<FavouritePage>({ content: items, pageNum: pageNo, totalPages });
  }),

  http.post('*/wps/game/favourite/:nodeId', async ({ request, params }) => {
    const member = memberOf(request);
    if (!member) return unauthorized();
    const parsed = FavouritePayload.safeParse(await jsonBody(request));
    if (!parsed.success || parsed.data.nodeId !== params.nodeId) return fail('Invalid favourite');
    if (!findGame(parsed.data.nodeId)) return fail('No data');
    db.update((state) => {
      const list = (state.favourites[member.username] ??= []);
      if (!list.some((entry) => entry.nodeId === parsed.data.nodeId)) list.unshift({ ...parsed.data, addedAt: Date.now() });
    });
    return ok(true);
  }),

  http.delete('*/wps/game/favourite/:nodeId', ({ request, params }) => {
    const member = memberOf(request);
    if (!member) return unauthorized();
    db.update((state) => {
      state.favourites[member.username] = (state.favourites[member.username] ?? []).filter((entry) => entry.nodeId !== params.nodeId);
    });
    return ok(true);
  }),

  http.get('*/wps/game/recent', ({ request }) => {
    const member = memberOf(request);
    if (!member) return unauthorized();
    const params = new URL(request.url).searchParams;
    const gameType = params.get('gameType');
    const games = (db.state.recent[member.username] ?? [])
      .map((entry) => findGame(entry.nodeId))
      .filter((game): game is Game => !!game && byGameType(gameType)(game));
    const { items } = page(games, Number(params.get('page') ?? 1), Number(params.get('pageSize') ?? 20));
    return ok({ list: items });
  }),

  http.get('*/wps/game/launchGame', ({ request }) => {
    const member = memberOf(request);
    if (!member) return unauthorized();
    const nodeId = new URL(request.url).searchParams.get('nodeId') ?? '';
    const game = findGame(nodeId);
    if (!game) return fail('No data');
    if (game.underMaintenance) return fail('Game under maintenance', { code: 'GAME_MAINTENANCE' });
    db.update((state) => {
      const list = (state.recent[member.username] ?? []).filter((entry) => entry.nodeId !== nodeId);
      state.recent[member.username] = [{ nodeId, vendor: game.vassalage, gameType: game.gameType, playedAt: Date.now() }, ...list].slice(0, 50);
    });
    return ok<GameLaunch>({ url: `/mock-game.html?game=${encodeURIComponent(game.gameName ?? nodeId)}&balance=${member.balance}`, mode: 'iframe' });
  }),
];

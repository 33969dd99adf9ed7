import { http, HttpResponse } from 'msw';
import { findGame, VENDORS } from '../db/catalogue';
import { gameTile, palette, svgDocument, vendorLogo } from './game-art';

/**
 * Images the demo data points at, drawn on the fly so the lobby works offline:
 * game tiles, vendor logos and avatars under /mock-assets/.
 */
function svg(body: string, width: number, height: number) {
  return new HttpResponse(svgDocument(body, width, height), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  });
}

export const assetHandlers = [
  http.get('/mock-assets/games/:file', ({ params }) => {
    const nodeId = decodeURIComponent(String(params.file).replace(/\.svg$/, ''));
    const game = findGame(nodeId);
    if (!game) return new HttpResponse(null, { status: 404 });
    return svg(gameTile(game, VENDORS[game.vassalage]?.name ?? game.vassalage), 200, 200);
  }),
  // A few catalogue games point here on purpose: their image fails and the card shows the default icon.
  http.get('/mock-assets/missing/:file', () => new HttpResponse(null, { status: 404 })),
  http.get('/mock-assets/vendors/:file', ({ params }) => {
    const code = String(params.file)
      .replace(/\.svg$/, '')
      .toUpperCase();
    return svg(vendorLogo(code, VENDORS[code]?.name ?? code), 240, 120);
  }),
  http.get('/mock-assets/avatars/:file', ({ params }) => {
    const [from, to] = palette(String(params.file));
    return svg(
      `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#a)"/><circle cx="32" cy="26" r="11" fill="#fff" opacity="0.9"/><path d="M12 54c4-10 12-14 20-14s16 4 20 14" fill="#fff" opacity="0.9"/>`,
      64,
      64,
    );
  }),
];

import { http, HttpResponse } from 'msw';
import { findGame, VENDORS } from '../db/catalogue';

/**
 * Images the demo data points at, drawn on the fly so the lobby works offline:
 * game tiles, vendor logos and avatars under /mock-assets/.
 */
const PALETTES = [
  ['#ff9a3c', '#ff3d6e'],
  ['#7b5cff', '#38bdf8'],
  ['#16c79a', '#0f766e'],
  ['#f5c542', '#d97706'],
  ['#ec4899', '#8b5cf6'],
  ['#22d3ee', '#2563eb'],
] as const;

function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function svg(body: string, width: number, height: number) {
  return new HttpResponse(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  });
}

export function gameTile(title: string, vendor: string): string {
  const [from, to] = PALETTES[hash(title) % PALETTES.length] ?? PALETTES[0];
  const words = title.split(' ');
  const lines = words.length > 2 ? [words.slice(0, 2).join(' '), words.slice(2).join(' ')] : [title];
  const text = lines
    .map(
      (line, i) =>
        `<text x="100" y="${150 + i * 26 - (lines.length - 1) * 13}" text-anchor="middle" font-family="Poppins, Arial, sans-serif" font-size="22" font-weight="700" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="200" height="200" rx="22" fill="url(#g)"/>
<circle cx="160" cy="40" r="70" fill="#fff" opacity="0.10"/><circle cx="30" cy="190" r="60" fill="#000" opacity="0.12"/>
<text x="100" y="92" text-anchor="middle" font-family="Poppins, Arial, sans-serif" font-size="56" font-weight="800" fill="#fff" opacity="0.92">${escapeXml(
    words
      .map((w) => w[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase(),
  )}</text>
${text}<text x="100" y="188" text-anchor="middle" font-family="Arial, sans-serif" font-size="12" font-weight="700" fill="#fff" opacity="0.75" letter-spacing="2">${escapeXml(vendor)}</text>`;
}

export const assetHandlers = [
  http.get('/mock-assets/games/:file', ({ params }) => {
    const nodeId = decodeURIComponent(String(params.file).replace(/\.svg$/, ''));
    const game = findGame(nodeId);
    if (!game) return new HttpResponse(null, { status: 404 });
    return svg(gameTile(game.gameName ?? nodeId, game.vassalage), 200, 200);
  }),
  http.get('/mock-assets/vendors/:file', ({ params }) => {
    const code = String(params.file)
      .replace(/\.svg$/, '')
      .toUpperCase();
    const name = VENDORS[code]?.name ?? code;
    const [from, to] = PALETTES[hash(code) % PALETTES.length] ?? PALETTES[0];
    return svg(
      `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="240" height="120" rx="18" fill="#182036"/><rect x="0" y="100" width="240" height="20" rx="0" fill="url(#v)" opacity="0.8"/><text x="120" y="66" text-anchor="middle" font-family="Poppins, Arial, sans-serif" font-size="26" font-weight="800" fill="#fff">${escapeXml(name)}</text>`,
      240,
      120,
    );
  }),
  http.get('/mock-assets/avatars/:file', ({ params }) => {
    const [from, to] = PALETTES[hash(String(params.file)) % PALETTES.length] ?? PALETTES[0];
    return svg(
      `<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><circle cx="32" cy="32" r="32" fill="url(#a)"/><circle cx="32" cy="26" r="11" fill="#fff" opacity="0.9"/><path d="M12 54c4-10 12-14 20-14s16 4 20 14" fill="#fff" opacity="0.9"/>`,
      64,
      64,
    );
  }),
];

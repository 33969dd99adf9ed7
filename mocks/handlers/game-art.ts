import type { Game } from '@generated/model';

/**
 * Game tile and vendor logo art, drawn as SVG so the lobby looks like a lobby
 * offline: a gradient per game, a motif per category and the title.
 */
const PALETTES = [
  ['#ff9a3c', '#ff3d6e'],
  ['#7b5cff', '#38bdf8'],
  ['#16c79a', '#0f766e'],
  ['#f5c542', '#d97706'],
  ['#ec4899', '#8b5cf6'],
  ['#22d3ee', '#2563eb'],
  ['#f43f5e', '#7c2d12'],
  ['#a3e635', '#15803d'],
] as const;

export function hash(text: string): number {
  let h = 2166136261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16777619);
  return h >>> 0;
}

export function palette(key: string): readonly [string, string] {
  return PALETTES[hash(key) % PALETTES.length] ?? PALETTES[0];
}

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

const W = 'fill="#fff"';
const SLOT_MOTIFS = [
  // coin
  `<circle cx="100" cy="82" r="46" fill="#ffd95e" stroke="#fff3c4" stroke-width="6"/><circle cx="100" cy="82" r="30" fill="none" stroke="#d99a1e" stroke-width="4"/><polygon points="100,62 106,76 121,77 110,87 113,102 100,94 87,102 90,87 79,77 94,76" fill="#d99a1e"/>`,
  // gem
  `<polygon points="100,36 142,66 100,130 58,66" fill="#fff" opacity="0.92"/><polygon points="100,36 120,66 100,130 80,66" fill="#000" opacity="0.12"/><line x1="58" y1="66" x2="142" y2="66" stroke="#000" stroke-opacity="0.15" stroke-width="3"/>`,
  // star
  `<polygon points="100,30 114,66 152,68 122,92 133,130 100,108 67,130 78,92 48,68 86,66" ${W} opacity="0.95"/>`,
  // crown
  `<polygon points="56,116 50,56 78,82 100,44 122,82 150,56 144,116" fill="#ffd95e" stroke="#fff" stroke-width="4"/><rect x="56" y="116" width="88" height="14" rx="4" fill="#fff"/>`,
  // lucky seven
  `<text x="100" y="128" text-anchor="middle" font-family="Georgia, serif" font-size="104" font-weight="900" fill="#fff" stroke="#000" stroke-opacity="0.2" stroke-width="4">7</text>`,
  // clover
  `<circle cx="84" cy="68" r="20" ${W}/><circle cx="116" cy="68" r="20" ${W}/><circle cx="84" cy="98" r="20" ${W}/><circle cx="116" cy="98" r="20" ${W}/><rect x="97" y="100" width="6" height="36" rx="3" ${W}/>`,
];

const CATEGORY_MOTIFS: Partial<Record<Game['gameType'], string>> = {
  FISH: `<ellipse cx="92" cy="82" rx="44" ry="28" ${W}/><polygon points="132,82 160,58 160,106" ${W}/><circle cx="70" cy="76" r="6" fill="#0b0f1a"/><circle cx="140" cy="40" r="6" fill="#fff" opacity="0.6"/><circle cx="152" cy="24" r="4" fill="#fff" opacity="0.5"/>`,
  LIVE: `<circle cx="100" cy="82" r="46" fill="#fff"/><circle cx="100" cy="82" r="46" fill="none" stroke="#ff3d6e" stroke-width="10" stroke-dasharray="14 10"/><circle cx="100" cy="82" r="26" fill="#ff3d6e"/><text x="100" y="92" text-anchor="middle" font-family="Arial" font-size="28" font-weight="800" fill="#fff">$</text>`,
  PVP: `<rect x="58" y="40" width="54" height="78" rx="8" fill="#fff" transform="rotate(-12 85 79)"/><rect x="90" y="40" width="54" height="78" rx="8" fill="#fff" stroke="#0b0f1a" stroke-opacity="0.15" transform="rotate(10 117 79)"/><text x="120" y="92" text-anchor="middle" font-family="DejaVu Sans, Arial" font-size="36" fill="#e11d48" transform="rotate(10 117 79)">♥</text><text x="80" y="90" text-anchor="middle" font-family="DejaVu Sans, Arial" font-size="34" fill="#0b0f1a" transform="rotate(-12 85 79)">♠</text>`,
  BGS: `<rect x="60" y="42" width="80" height="80" rx="16" fill="#fff"/><circle cx="80" cy="62" r="8" fill="#0b0f1a"/><circle cx="120" cy="62" r="8" fill="#0b0f1a"/><circle cx="100" cy="82" r="8" fill="#0b0f1a"/><circle cx="80" cy="102" r="8" fill="#0b0f1a"/><circle cx="120" cy="102" r="8" fill="#0b0f1a"/>`,
  LOTT: `<circle cx="70" cy="88" r="26" fill="#fff"/><circle cx="130" cy="88" r="26" fill="#ffd95e"/><circle cx="100" cy="56" r="26" fill="#fff" opacity="0.9"/><text x="70" y="97" text-anchor="middle" font-family="Arial" font-size="24" font-weight="800" fill="#0b0f1a">8</text><text x="130" y="97" text-anchor="middle" font-family="Arial" font-size="24" font-weight="800" fill="#0b0f1a">3</text><text x="100" y="65" text-anchor="middle" font-family="Arial" font-size="24" font-weight="800" fill="#0b0f1a">6</text>`,
  SPORTS: `<circle cx="100" cy="82" r="46" fill="#fff"/><polygon points="100,64 117,76 111,96 89,96 83,76" fill="#0b0f1a"/>`,
  COCKFIGHT: `<path d="M100 34 L140 50 L136 96 Q100 130 64 96 L60 50 Z" fill="#fff"/><path d="M100 50 Q122 66 112 100 Q100 90 88 100 Q78 66 100 50 Z" fill="#ff3d6e"/>`,
};
CATEGORY_MOTIFS.ELOTT = CATEGORY_MOTIFS.LOTT;
CATEGORY_MOTIFS.ESPORTS = `<rect x="50" y="60" width="100" height="50" rx="25" fill="#fff"/><rect x="68" y="80" width="20" height="8" rx="2" fill="#0b0f1a"/><rect x="74" y="74" width="8" height="20" rx="2" fill="#0b0f1a"/><circle cx="124" cy="78" r="6" fill="#e11d48"/><circle cx="136" cy="90" r="6" fill="#2563eb"/>`;

function titleLines(title: string): string[] {
  const words = title.split(' ');
  if (title.length <= 14 || words.length < 2) return [title];
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

export function gameTile(game: Pick<Game, 'gameName' | 'nodeId' | 'vassalage' | 'gameType' | 'isGame'>, vendorName: string): string {
  const title = game.gameName ?? game.nodeId;
  const [from, to] = palette(title);
  const motif = CATEGORY_MOTIFS[game.gameType] ?? SLOT_MOTIFS[hash(title) % SLOT_MOTIFS.length];
  const lines = titleLines(title);
  const size = lines.some((line) => line.length > 13) ? 17 : 20;
  const text = lines
    .map(
      (line, i) =>
        `<text x="100" y="${170 - (lines.length - 1 - i) * 22}" text-anchor="middle" font-family="Poppins, Arial, sans-serif" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(line)}</text>`,
    )
    .join('');
  const group =
    game.isGame === 'VASSALAGE'
      ? `<rect x="128" y="12" width="60" height="22" rx="11" fill="#0b0f1a" opacity="0.55"/><text x="158" y="28" text-anchor="middle" font-family="Arial" font-size="11" font-weight="700" fill="#ffd95e">HALL</text>`
      : '';
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.55"/></linearGradient></defs>
<rect width="200" height="200" fill="url(#g)"/>
<circle cx="168" cy="30" r="80" fill="#fff" opacity="0.10"/><circle cx="20" cy="196" r="70" fill="#000" opacity="0.12"/>
<g transform="translate(0 4)">${motif}</g>
<rect width="200" height="200" fill="url(#s)"/>
${group}
${text}<text x="100" y="${170 - lines.length * 22 - 2}" text-anchor="middle" font-family="Arial, sans-serif" font-size="10" font-weight="700" fill="#fff" opacity="0.75" letter-spacing="2">${escapeXml(vendorName.toUpperCase().slice(0, 18))}</text>`;
}

export function vendorLogo(code: string, name: string): string {
  const [from, to] = palette(code);
  const size = name.length > 12 ? 22 : 28;
  return `<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="240" height="120" rx="18" fill="url(#v)"/><circle cx="210" cy="14" r="60" fill="#fff" opacity="0.12"/><circle cx="20" cy="120" r="50" fill="#000" opacity="0.15"/><text x="120" y="${62 + size / 3}" text-anchor="middle" font-family="Poppins, Arial, sans-serif" font-size="${size}" font-weight="800" fill="#fff">${escapeXml(name)}</text><text x="120" y="104" text-anchor="middle" font-family="Arial, sans-serif" font-size="11" font-weight="700" fill="#fff" opacity="0.75" letter-spacing="3">${escapeXml(code.replace(/_/g, ' '))}</text>`;
}

/** A whole SVG document (for a file response or a blob). */
export function svgDocument(body: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

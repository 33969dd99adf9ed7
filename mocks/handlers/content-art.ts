/**
 * Banner, video-poster and announcement images drawn as SVG on the fly, so
 * the lobby looks finished offline. Pure drawing helpers for content.ts.
 */
const THEMES: Record<string, [string, string, string]> = {
  'home-welcome': ['#3b1d8f', '#120a33', '#f5c542'],
  'home-cashback': ['#0f5f63', '#071a2b', '#41e0b0'],
  'home-live': ['#7a1033', '#1a0614', '#ff8a5c'],
  'home-referral': ['#1d3f9a', '#08122e', '#7cc4ff'],
  'video-live': ['#5b0f2e', '#12060c', '#ff8a5c'],
  'video-slots': ['#3b1d8f', '#0d0826', '#f5c542'],
  'video-sports': ['#0b4d2c', '#04140c', '#5ee08f'],
};

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A whole SVG document. */
export function svgString(body: string, width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

function coins(accent: string, positions: Array<[number, number, number]>): string {
  return positions
    .map(
      ([x, y, r]) =>
        `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#coin)" stroke="${accent}" stroke-opacity="0.5" stroke-width="3"/><circle cx="${x}" cy="${y}" r="${r * 0.62}" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`,
    )
    .join('');
}

function defs(name: string): { from: string; to: string; accent: string; body: string } {
  const [from, to, accent] = THEMES[name] ?? THEMES['home-welcome'] ?? ['#3b1d8f', '#120a33', '#f5c542'];
  const body = `<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<radialGradient id="glow" cx="0.78" cy="0.45" r="0.55"><stop offset="0" stop-color="${accent}" stop-opacity="0.55"/><stop offset="1" stop-color="${accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3c4"/><stop offset="0.5" stop-color="#f5c542"/><stop offset="1" stop-color="#d99a1e"/></linearGradient>
<radialGradient id="coin" cx="0.35" cy="0.35" r="0.8"><stop offset="0" stop-color="#fff1b8"/><stop offset="0.6" stop-color="#f5c542"/><stop offset="1" stop-color="#b7791f"/></radialGradient>
</defs>`;
  return { from, to, accent, body };
}

/** A 1200 x 400 home banner: headline, sub line, call to action and decoration. */
export function drawBanner(name: string, copy: [string, string, string]) {
  const { accent, body } = defs(name);
  const [headline, sub, cta] = copy.map(escapeXml) as [string, string, string];
  const ctaWidth = Math.max(160, cta.length * 15 + 56);
  return svgString(
    `${body}<rect width="1200" height="400" fill="url(#bg)"/><rect width="1200" height="400" fill="url(#glow)"/>
<g opacity="0.12" stroke="#fff">${Array.from({ length: 9 }, (_, i) => `<line x1="${640 + i * 70}" y1="0" x2="${520 + i * 70}" y2="400"/>`).join('')}</g>
${coins(accent, [
  [930, 150, 70],
  [1060, 250, 48],
  [850, 300, 36],
  [1110, 90, 26],
])}
<text x="72" y="170" font-family="Poppins, Arial, sans-serif" font-size="62" font-weight="800" fill="url(#gold)">${headline}</text>
<text x="74" y="226" font-family="Inter, Arial, sans-serif" font-size="28" fill="#ffffff" fill-opacity="0.88">${sub}</text>
${cta ? `<rect x="74" y="266" width="${ctaWidth}" height="56" rx="28" fill="url(#gold)"/><text x="${74 + ctaWidth / 2}" y="302" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="22" font-weight="700" fill="#15120a">${cta}</text>` : ''}`,
    1200,
    400,
  );
}

/** A 640 x 360 video poster (the UI draws the play button over it). */
export function drawPoster(name: string, copy: [string, string, string]) {
  const { accent, body } = defs(name);
  const [headline, sub] = copy.map(escapeXml) as [string, string, string];
  return svgString(
    `${body}<rect width="640" height="360" fill="url(#bg)"/><rect width="640" height="360" fill="url(#glow)"/>
${coins(accent, [
  [520, 90, 44],
  [580, 200, 26],
])}
<text x="40" y="270" font-family="Poppins, Arial, sans-serif" font-size="44" font-weight="800" fill="url(#gold)">${headline}</text>
<text x="42" y="312" font-family="Inter, Arial, sans-serif" font-size="22" fill="#ffffff" fill-opacity="0.85">${sub}</text>`,
    640,
    360,
  );
}

/** A 720 x 240 illustration used inside announcement content. */
export function drawAnnouncementArt(title: string) {
  const { body } = defs('video-slots');
  return svgString(
    `${body}<rect width="720" height="240" rx="18" fill="url(#bg)"/><rect width="720" height="240" rx="18" fill="url(#glow)"/>
${coins('#f5c542', [
  [600, 80, 40],
  [660, 170, 24],
])}
<text x="36" y="140" font-family="Poppins, Arial, sans-serif" font-size="40" font-weight="800" fill="url(#gold)">${escapeXml(title)}</text>`,
    720,
    240,
  );
}

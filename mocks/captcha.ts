import { db } from './db/store';

/** The captcha answer the mocks always accept (README, demo personas), with the id of a live image. */
export const MOCK_CAPTCHA_ANSWER = '8888';

/** How long an image's answer counts (the contract's CaptchaId). */
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** Issues a captcha: its id is kept with the answer it shows until a check spends it. */
export function issueCaptcha(seed: number): { captchaId: string; image: string } {
  const captchaId = `cap-${crypto.randomUUID().replace(/-/g, '').slice(0, 12)}`;
  db.update((state) => {
    const live = (state.captchas ??= {});
    for (const [id, entry] of Object.entries(live)) if (Date.now() - entry.at > CAPTCHA_TTL_MS) delete live[id];
    live[captchaId] = { answer: MOCK_CAPTCHA_ANSWER, at: Date.now() };
  });
  return { captchaId, image: drawCaptcha(seed) };
}

/**
 * The server's captcha check: the answer counts only with the id of a live
 * image it answers, once (the id is spent right or wrong).
 */
export function captchaPasses(answer: string | undefined, captchaId: string | undefined): boolean {
  if (!answer || !captchaId) return false;
  const entry = db.state.captchas?.[captchaId];
  if (entry) db.update((state) => delete state.captchas?.[captchaId]);
  return entry !== undefined && Date.now() - entry.at <= CAPTCHA_TTL_MS && entry.answer === answer.trim();
}

/**
 * Draws a real captcha image (SVG, as a data URL) showing the accepted answer
 * over noise, so the captcha field looks and behaves as it will in production.
 */
export function drawCaptcha(seed: number, text = MOCK_CAPTCHA_ANSWER): string {
  let state = seed >>> 0 || 1;
  const random = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const width = 120;
  const height = 44;
  const lines = Array.from({ length: 6 }, () => {
    const hue = Math.round(random() * 360);
    return `<line x1="${(random() * width).toFixed(1)}" y1="${(random() * height).toFixed(1)}" x2="${(random() * width).toFixed(1)}" y2="${(random() * height).toFixed(1)}" stroke="hsl(${hue} 70% 60%)" stroke-width="1.4" opacity="0.8"/>`;
  }).join('');
  const dots = Array.from(
    { length: 30 },
    () =>
      `<circle cx="${(random() * width).toFixed(1)}" cy="${(random() * height).toFixed(1)}" r="${(random() * 1.6 + 0.4).toFixed(1)}" fill="#c9d3f0" opacity="0.6"/>`,
  ).join('');
  const glyphs = [...text]
    .map((char, i) => {
      const x = 18 + i * 24 + random() * 6;
      const y = 30 + random() * 6;
      const rotate = (random() - 0.5) * 40;
      const hue = Math.round(random() * 360);
      return `<text x="${x.toFixed(1)}" y="${y.toFixed(1)}" transform="rotate(${rotate.toFixed(1)} ${x.toFixed(1)} ${y.toFixed(1)})" font-family="Verdana, sans-serif" font-size="24" font-weight="700" fill="hsl(${hue} 80% 72%)">${char}</text>`;
    })
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" rx="6" fill="#1c2440"/>${dots}${glyphs}${lines}</svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

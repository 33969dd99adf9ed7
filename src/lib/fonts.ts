import type { ScriptFont } from './language';

/**
 * The web font of each script (src/ui/styles/fonts/<script>.css, the last
 * resort of its font stack in tokens.css), with letters to probe with.
 */
const SCRIPT_FONTS: Record<ScriptFont, { family: string; sample: string }> = {
  myanmar: { family: 'Noto Sans Myanmar Web', sample: 'ကခဂဃင' },
  sc: { family: 'Noto Sans SC Web', sample: '游戏余额' },
  tc: { family: 'Noto Sans TC Web', sample: '遊戲餘額' },
  jp: { family: 'Noto Sans JP Web', sample: 'ゲーム残高' },
  kr: { family: 'Noto Sans KR Web', sample: '게임잔액' },
  thai: { family: 'Noto Sans Thai Web', sample: 'กขคงจ' },
  khmer: { family: 'Noto Sans Khmer Web', sample: 'កខគឃង' },
  lao: { family: 'Noto Sans Lao Web', sample: 'ກຂຄງຈ' },
  devanagari: { family: 'Noto Sans Devanagari Web', sample: 'कखगघङ' },
  bengali: { family: 'Noto Sans Bengali Web', sample: 'কখগঘঙ' },
  tamil: { family: 'Noto Sans Tamil Web', sample: 'கஙசஞட' },
  telugu: { family: 'Noto Sans Telugu Web', sample: 'కఖగఘఙ' },
  arabic: { family: 'Noto Sans Arabic Web', sample: 'بتثجح' },
  urdu: { family: 'Noto Naskh Arabic Web', sample: 'ٹڈڑںے' },
};

const PROBE_SIZE = '32px';
const TIMEOUT_MS = 3000;

/** A private-use character: no font draws it, so it measures the missing-glyph box. */
const NO_GLYPH = '\uE000';

/**
 * Whether the device draws the sample letters with a font of its own: each
 * letter then has its own width; missing glyphs are all the same box.
 */
export function deviceHasGlyphs(sample: string, measure: (text: string) => number): boolean {
  const box = measure(NO_GLYPH);
  const widths = [...sample].map(measure);
  return new Set(widths).size > 1 || widths.some((width) => width !== box);
}

function canvasMeasure(): ((text: string) => number) | null {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return null;
  // The generic family: the system's own fallback, never the web font.
  context.font = `${PROBE_SIZE} sans-serif`;
  return (text) => context.measureText(text).width;
}

/**
 * Waits for the web font of a language's script before its texts first
 * render, on a device that has no font for that script (Chromium on Linux,
 * CI): text laid out while the font was still loading could stay in
 * missing-glyph boxes. The font's CSS (its @font-face rules) is already
 * loaded; a device with its own font downloads nothing.
 */
export async function ensureScriptFont(font: ScriptFont | undefined): Promise<void> {
  const script = font ? SCRIPT_FONTS[font] : undefined;
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!script || !fonts) return;
  const measure = canvasMeasure();
  if (!measure || deviceHasGlyphs(script.sample, measure)) return;
  const loads = ['400', '700'].map((weight) => fonts.load(`${weight} 16px "${script.family}"`, script.sample));
  const timeout = new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS));
  await Promise.race([Promise.allSettled(loads), timeout]);
}

let reshapes = 0;

/**
 * Chromium keeps the missing-glyph boxes of text it shaped while a slice of a
 * unicode-range font was still loading (seen with the Chinese slices on a
 * device without a CJK font: "登录" stayed boxes with its slice loaded). When
 * a batch of font loads completes, the page is shaped anew: a letter spacing
 * of a ten-thousandth of a pixel more each time is a font no text was shaped
 * with yet (a change of font-synthesis or font-optical-sizing was not enough),
 * and invisible.
 */
export function reshapeWhenFontsLoad(): void {
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (reshapes > 0 || !fonts) return;
  reshapes = 1;
  const root = document.documentElement;
  const reshape = () => {
    root.style.letterSpacing = `${(reshapes / 10_000).toFixed(4)}px`;
    reshapes += 1;
  };
  // Once at once, and once after the frame that may still have shaped text with the old state.
  fonts.addEventListener('loadingdone', () => {
    reshape();
    setTimeout(reshape, 250);
  });
}

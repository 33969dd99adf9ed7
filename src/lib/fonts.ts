/**
 * Scripts whose glyphs a device may lack, with the web font of
 * src/ui/styles/fonts.css that draws them and letters to probe with.
 */
const SCRIPT_FONTS: Record<string, { family: string; sample: string }> = {
  my: { family: 'Noto Sans Myanmar Web', sample: 'ကခဂဃင' },
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
 * Loads the web font of a language's script before its texts first render,
 * on a device that has no font for that script (Chromium on Linux, CI).
 * Text laid out while the font was still loading could stay in missing-glyph
 * boxes; a device with its own font downloads nothing.
 */
export async function ensureScriptFont(bcp47: string): Promise<void> {
  const script = SCRIPT_FONTS[bcp47];
  const fonts = typeof document === 'undefined' ? undefined : document.fonts;
  if (!script || !fonts) return;
  const measure = canvasMeasure();
  if (!measure || deviceHasGlyphs(script.sample, measure)) return;
  const loads = ['400', '700'].map((weight) => fonts.load(`${weight} 16px "${script.family}"`, script.sample));
  const timeout = new Promise((resolve) => setTimeout(resolve, TIMEOUT_MS));
  await Promise.race([Promise.allSettled(loads), timeout]);
}

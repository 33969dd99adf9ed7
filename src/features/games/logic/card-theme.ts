/** SPEC 9: game card themes cycle over 6, by position in the list. */
export const CARD_THEMES = 6;

export function cardTheme(index: number): number {
  return (((Math.trunc(index) % CARD_THEMES) + CARD_THEMES) % CARD_THEMES) + 1;
}

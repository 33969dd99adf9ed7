/** How many cards at the top of a grid load their art eagerly: the first row on a phone. */
export const FIRST_ROW = 3;

/** Card sizes of the game grid; the virtual list needs them to place rows. */
export const CARD_MIN_WIDTH = 164;
export const GRID_GAP = 16;
/** Title and vendor lines under the square art. */
export const CARD_INFO_HEIGHT = 58;
/** jsdom and the first render have no width yet: assume a desktop content width. */
export const FALLBACK_WIDTH = 1200;

/** On a touch screen the card's buttons sit under the title: each button row (44 px and a gap), and the padding under them. */
export const ACTION_ROW_HEIGHT = 48;
export const ACTIONS_PADDING = 8;

export type GridLayout = { columns: number; cardWidth: number; rowHeight: number };

/** `actionRows`: buttons under the title (touch screens: Play, and Free trial for guests and trial users); 0 when they show over the art. */
export function gridLayout(width: number, actionRows = 0): GridLayout {
  const usable = width > 0 ? width : FALLBACK_WIDTH;
  const columns = Math.max(2, Math.floor((usable + GRID_GAP) / (CARD_MIN_WIDTH + GRID_GAP)));
  const cardWidth = (usable - GRID_GAP * (columns - 1)) / columns;
  return {
    columns,
    cardWidth,
    rowHeight: Math.round(cardWidth + CARD_INFO_HEIGHT + GRID_GAP + (actionRows > 0 ? actionRows * ACTION_ROW_HEIGHT + ACTIONS_PADDING : 0)),
  };
}

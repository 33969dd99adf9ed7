/**
 * The phone breakpoint (tokens.css `--breakpoint-phone`): below 768 px the
 * bottom tab bar carries the way around. CSS writes `@media (max-width: 767px)`.
 */
export const PHONE_MAX_WIDTH = 767;
export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/**
 * A phone in either orientation (narrow, or a landscape phone's low height): a launched game takes the whole screen
 * (games/game-screen.css and the shell's app-shell.css write the same query).
 */
export const GAME_SCREEN_QUERY = `${PHONE_QUERY}, (max-height: 500px)`;

/** No hover (a touch screen): the game cards' buttons sit under their titles (game-card.css). */
export const TOUCH_QUERY = '(hover: none)';

/** Whether the screen is phone-sized now (for route guards; components use useMediaQuery(PHONE_QUERY)). */
export function isPhoneScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

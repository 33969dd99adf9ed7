/**
 * The phone breakpoint (tokens.css `--breakpoint-phone`): below 768 px the
 * bottom tab bar carries the way around. CSS writes `@media (max-width: 767px)`.
 */
export const PHONE_MAX_WIDTH = 767;
export const PHONE_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

/** Whether the screen is phone-sized now (for route guards; components use useMediaQuery(PHONE_QUERY)). */
export function isPhoneScreen(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

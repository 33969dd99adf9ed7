/**
 * When the lite app may speak up (issue 29), as pure rules: an install offer or an update prompt never
 * comes over a game or in the middle of a payment, and the install offer waits for a player who came back.
 */

/** Pages where a game runs or money moves: nothing of the lite app's shows there, and nothing reloads them. */
const BUSY = [
  /^\/(?:lottery|seaLottery|seamless|vnLottery|lottert)(?:\/|$)/,
  /^\/member\/(?:deposit|withdraw|transfer-upline|wallet)(?:\/|$)/,
  /^\/agentHome\/(?:deposit|withdraw)(?:\/|$)/,
];

/** A game or a payment is on screen at this path (the address's path, without its query). */
export function isBusyPath(pathname: string): boolean {
  return BUSY.some((pattern) => pattern.test(pathname));
}

export type InstallMoment = {
  /** The browser handed over its install prompt (Chromium's `beforeinstallprompt`). */
  canPrompt: boolean;
  /** Already opened from the home screen. */
  standalone: boolean;
  /** How many separate visits (tab sessions) this browser made, this one included. */
  visits: number;
  /** A deposit went through during this visit. */
  deposited: boolean;
  pathname: string;
  /** When the player last said "Not now" (epoch ms), or null. */
  dismissedAt: number | null;
  now: number;
};

/** After "Not now", the offer rests this long. */
export const INSTALL_REST_MS = 14 * 24 * 60 * 60 * 1000;

/** Offer the install after a second visit or a deposit, never over a game or a payment, and not again soon after "Not now". */
export function shouldOfferInstall(moment: InstallMoment): boolean {
  if (!moment.canPrompt || moment.standalone || isBusyPath(moment.pathname)) return false;
  if (moment.dismissedAt !== null && moment.now - moment.dismissedAt < INSTALL_REST_MS) return false;
  return moment.visits >= 2 || moment.deposited;
}

export type Platform = 'ios' | 'android' | 'desktop';

/**
 * The player's platform for the lite-app guide. iPadOS Safari says it is a Mac: a "Mac" with a touch
 * screen is an iPad.
 */
export function platformOf(userAgent: string, maxTouchPoints = 0): Platform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'desktop';
}

import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_QUERY } from '@/ui/breakpoints';

/**
 * A phone in either orientation (narrow, or a landscape phone's low height): a launched game takes the whole screen
 * (games/game-screen.css and the shell's app-shell.css write the same query). Here, not in ui/breakpoints.ts, which is
 * in the lobby's first-screen code (issue 33).
 */
const GAME_SCREEN_QUERY = `${PHONE_QUERY}, (max-height: 500px)`;

/** Whether a launched game takes the whole screen (a phone in either orientation), following the phone as it turns. */
export const usePhoneLayout = () => useMediaQuery(GAME_SCREEN_QUERY, false);

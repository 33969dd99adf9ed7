import { useMediaQuery } from '@/lib/use-media-query';
import { GAME_SCREEN_QUERY } from '@/ui/breakpoints';

/** Whether a launched game takes the whole screen (a phone in either orientation), following the phone as it turns. */
export const usePhoneLayout = () => useMediaQuery(GAME_SCREEN_QUERY, false);

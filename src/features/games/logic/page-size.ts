/** SPEC 9: clientType 3, pages of 20 (the game lists and the recent games; not the lobby's first screen: issue 33). */
export const GAME_PAGE_SIZE = 20;

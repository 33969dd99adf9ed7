/**
 * The generated session calls (login, logout, free play, app links), loaded on their first use: the app shell
 * holds the flows that make them (logout, free play, a link's `?code=`), but only a click or a link runs one, so
 * they stay out of the first download (issue 12).
 */
export const sessionCalls = () => import('@generated/api/session/session');

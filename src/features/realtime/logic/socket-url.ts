/** The member socket's path (openapi.yaml `x-websocket`). */
export const MEMBER_SOCKET_PATH = '/wps/ws/member';

/**
 * The member socket's address: on the API host (the configured base URL, else
 * this page's origin), `ws:` for `http:` and `wss:` for `https:`, with the
 * session token as the `token` query parameter (a browser WebSocket cannot
 * send headers).
 */
export function memberSocketUrl(token: string, apiBaseUrl: string, origin: string): string {
  const url = new URL(`${apiBaseUrl || origin}${MEMBER_SOCKET_PATH}`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  url.searchParams.set('token', token);
  return url.toString();
}

/** The member socket's path (openapi.yaml `x-websocket`). */
export const MEMBER_SOCKET_PATH = '/wps/ws/member';

/**
 * The member socket's address: on the API host (the configured base URL, else
 * this page's origin), `ws:` for `http:` and `wss:` for `https:`. No token in
 * it (issue 21: no token in any URL, where proxies and logs would keep it):
 * the first frame the client sends carries it (`authFrame`).
 */
export function memberSocketUrl(apiBaseUrl: string, origin: string): string {
  const url = new URL(`${apiBaseUrl || origin}${MEMBER_SOCKET_PATH}`);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

/** The client's first frame (x-websocket): the session token, as the `token` header of the HTTP calls. */
export function authFrame(token: string): string {
  return JSON.stringify({ type: 'auth', token });
}

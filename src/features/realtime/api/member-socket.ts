import type { MemberEvent } from '@generated/model';
import { config } from '@/config/env';
import { reconnectDelay } from '../logic/backoff';
import { readMemberEvent } from '../logic/member-event';
import { authFrame, memberSocketUrl } from '../logic/socket-url';

export type { MemberEvent } from '@generated/model';

/** The server closes with this code when the token is missing or expired: do not reconnect (x-websocket). */
export const SOCKET_UNAUTHORIZED = 4401;

type Options = {
  token: string;
  onEvent: (event: MemberEvent) => void;
  /** The session is gone on the server. */
  onUnauthorized: () => void;
  /** For tests: the back-off's random source. */
  random?: () => number;
};

/**
 * Keeps a member socket open while the page lives: reads each frame with the
 * contract's `MemberEvent` schema (an unreadable frame is dropped), reconnects
 * with back-off after a drop and starts over at the first step once a
 * connection opened. Returns the function that closes it for good.
 */
export function connectMemberSocket({ token, onEvent, onUnauthorized, random = Math.random }: Options): () => void {
  let socket: WebSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  const open = () => {
    if (stopped) return;
    const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;
    const current = new WebSocket(memberSocketUrl(config.apiBaseUrl, origin));
    socket = current;
    current.addEventListener('open', () => {
      attempt = 0;
      current.send(authFrame(token));
    });
    current.addEventListener('message', (message) => {
      if (typeof message.data !== 'string') return;
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const event = readMemberEvent(data);
      if (event) onEvent(event);
    });
    current.addEventListener('close', (event) => {
      if (stopped || socket !== current) return;
      socket = null;
      if (event.code === SOCKET_UNAUTHORIZED) {
        onUnauthorized();
        return;
      }
      timer = setTimeout(open, reconnectDelay(attempt, random()));
      attempt += 1;
    });
  };

  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    socket?.close(1000, 'Signed out');
    socket = null;
  };
}

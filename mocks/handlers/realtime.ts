import { http, HttpResponse, ws } from 'msw';
import { MemberEventType, type MemberEvent as WireEvent } from '@generated/model';
import { appendLedger } from '../db/ledger';
import { db } from '../db/store';
import { emitMemberEvent, onMemberEvent, type MemberEvent } from '../events';
import { deliverMessage } from './messages';
import { badRequest, cents, jsonBody, ok, requireMember } from './respond';
import { now } from '../lib/clock';

/**
 * The member socket of the contract's `x-websocket` (SPEC 6), on MSW's
 * WebSocket support: a connection with a live session token hears the events
 * of mocks/events.ts that are about its member; a missing or dead token is
 * closed with 4401, as the contract says.
 */
export const SOCKET_PATH = '/wps/ws/member';
export const NOT_SIGNED_IN = 4401;

const memberSocket = ws.link(`*${SOCKET_PATH}`);

/** The frame the contract describes: the event without the bus's routing field. */
export function toWire({ type, amount, reference, at }: MemberEvent): WireEvent {
  return { type, at, ...(amount === undefined ? {} : { amount }), ...(reference === undefined ? {} : { reference }) };
}

/** The member of a first frame `{"type": "auth", "token": ...}` with a live session, if it is one. */
function memberOfAuthFrame(data: unknown) {
  if (typeof data !== 'string') return undefined;
  try {
    const frame = JSON.parse(data) as { type?: unknown; token?: unknown } | null;
    return frame?.type === 'auth' && typeof frame.token === 'string' ? db.memberByToken(frame.token) : undefined;
  } catch {
    return undefined;
  }
}

/** How long a connection may stay without its auth frame before it is closed as not signed in. */
export const AUTH_FRAME_TIMEOUT_MS = 10_000;

/** The connections that sent a live session's auth frame, i.e. hear their member's events. */
const listening = new Set<object>();

const socket = memberSocket.addEventListener('connection', ({ client }) => {
  // The first frame carries the session token (x-websocket); a token in the URL is not read.
  let stop: (() => void) | undefined;
  const deadline = setTimeout(() => client.close(NOT_SIGNED_IN, 'Not logged in'), AUTH_FRAME_TIMEOUT_MS);
  client.addEventListener('message', (message) => {
    if (stop) return;
    clearTimeout(deadline);
    const member = memberOfAuthFrame(message.data);
    if (!member) {
      client.close(NOT_SIGNED_IN, 'Not logged in');
      return;
    }
    stop = onMemberEvent((event) => {
      if (event.username === member.username) client.send(JSON.stringify(toWire(event)));
    });
    listening.add(client);
  });
  client.addEventListener('close', () => {
    clearTimeout(deadline);
    stop?.();
    listening.delete(client);
  });
});

/**
 * Mock-only (not in the contract): `POST /__mock/member-event {type, amount?}`
 * makes something happen to the signed-in member, coherently with the rest of
 * the world, and pushes the notice down the socket: a credited deposit lands
 * in the main wallet and the account record, a new message in the inbox. For
 * the e2e journeys and the demo ("Mocks" panel or the console).
 */
const trigger = http.post('*/__mock/member-event', async ({ request }) => {
  const member = requireMember(request);
  const body = (await jsonBody(request)) as { type?: unknown; amount?: unknown } | null;
  const type = MemberEventType.safeParse(body?.type);
  if (!type.success) throw badRequest('Unknown event type');
  const amount = typeof body?.amount === 'number' && body.amount > 0 ? cents(body.amount) : 500;
  const time = now();
  let reference: string | undefined;
  if (type.data === 'newMessage') {
    reference = deliverMessage(member, {
      category: 'system',
      title: 'A message just for you',
      content: '<p>This message arrived while you were on the site: <b>real-time notices</b> work.</p>',
      sentTime: time,
    }).messageId;
  } else if (type.data === 'depositCredited') {
    reference = db.update((state) => {
      member.balance = cents(member.balance + amount);
      return appendLedger(state, member.username, { time, type: 'deposit', amount, status: 'success', balanceAfter: member.balance, remark: 'Online banking' })
        .id;
    });
  }
  const event: MemberEvent = {
    type: type.data,
    username: member.username,
    at: Date.now(),
    ...(reference ? { reference } : {}),
    ...(type.data === 'newMessage' ? {} : { amount }),
  };
  emitMemberEvent(event);
  return HttpResponse.json(ok(toWire(event)));
});

export const realtimeHandlers = [socket, trigger];

/**
 * How many member sockets hear events: open AND signed in by their first frame. Tests wait for it before emitting;
 * counting open sockets alone raced the page's auth frame (an event emitted in between reached nobody).
 */
export const openMemberSockets = () => listening.size;

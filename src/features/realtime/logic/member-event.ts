import type { MemberEvent } from '@generated/model';

/**
 * One frame of the member socket, read as the contract's `MemberEvent` reads it, by hand: the generated
 * `memberEvent.zod.ts` is classic zod, and the socket starts with the app shell, in the first download (issue 12).
 * tests/unit/realtime/member-event.test.ts reads frames with both and expects the same result.
 */
const EVENT_TYPES = {
  depositCredited: true,
  depositFailed: true,
  withdrawalApproved: true,
  withdrawalRejected: true,
  newMessage: true,
} satisfies Record<MemberEvent['type'], true>;

/** The frame as an event (keys it does not know dropped), or null when it is not one. */
export function readMemberEvent(frame: unknown): MemberEvent | null {
  if (typeof frame !== 'object' || frame === null || Array.isArray(frame)) return null;
  const { type, amount, reference, at } = frame as Record<string, unknown>;
  if (typeof type !== 'string' || !Object.hasOwn(EVENT_TYPES, type)) return null;
  if (typeof at !== 'number' || !Number.isSafeInteger(at) || at < 0) return null;
  const event: MemberEvent = { type: type as MemberEvent['type'], at };
  if (amount !== undefined) {
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return null;
    event.amount = amount;
  }
  if (reference !== undefined) {
    if (typeof reference !== 'string') return null;
    event.reference = reference;
  }
  return event;
}

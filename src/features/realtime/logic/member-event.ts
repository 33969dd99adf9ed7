import type { MemberEvent } from '@generated/model';
import * as z from 'zod/mini';

/**
 * One frame of the member socket: the contract's `MemberEvent` in zod mini. The generated `memberEvent.zod.ts` is
 * classic zod, and the socket starts with the app shell, in the first download (issue 12).
 * tests/unit/member-event.test.ts reads frames with both and expects the same result.
 */
const EVENT_TYPES = {
  depositCredited: true,
  depositFailed: true,
  withdrawalApproved: true,
  withdrawalRejected: true,
  newMessage: true,
} satisfies Record<MemberEvent['type'], true>;

export const memberEvent = z.object({
  type: z.enum(Object.keys(EVENT_TYPES) as [keyof typeof EVENT_TYPES]),
  amount: z.optional(z.number().check(z.gte(0))),
  reference: z.optional(z.string()),
  at: z.int().check(z.gte(0)),
});

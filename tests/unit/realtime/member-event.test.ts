import { describe, expect, it } from 'vitest';
import { MemberEvent } from '@generated/model/memberEvent.zod';
import { readMemberEvent } from '@/features/realtime/logic/member-event';

/** The socket reads frames by hand, not with the generated classic zod MemberEvent (issue 12): it must read them alike. */
describe('a member socket frame', () => {
  it.each([
    ['a credited deposit', { type: 'depositCredited', amount: 100.5, reference: 'DP-20261123-0042', at: 1_790_000_000_000 }, true],
    ['a new message', { type: 'newMessage', reference: '42', at: 0 }, true],
    ['every type', { type: 'withdrawalRejected', at: 1 }, true],
    ['unknown keys (dropped)', { type: 'depositFailed', at: 1, extra: true }, true],
    ['an unknown type', { type: 'bonusCredited', at: 1 }, false],
    ['a negative amount', { type: 'depositCredited', amount: -1, at: 1 }, false],
    ['an amount as text', { type: 'depositCredited', amount: '1', at: 1 }, false],
    ['a time with a fraction', { type: 'newMessage', at: 1.5 }, false],
    ['a negative time', { type: 'newMessage', at: -1 }, false],
    ['no time', { type: 'newMessage' }, false],
    ['a number as reference', { type: 'newMessage', reference: 42, at: 1 }, false],
    ['an infinite amount', { type: 'depositCredited', amount: Number.POSITIVE_INFINITY, at: 1 }, false],
    ['a list', [{ type: 'newMessage', at: 1 }], false],
    ['not an object', 'ping', false],
  ])('%s', (_name, frame, valid) => {
    const generated = MemberEvent.safeParse(frame);
    const copy = readMemberEvent(frame);
    expect(copy !== null).toBe(valid);
    expect(generated.success).toBe(valid);
    expect(copy ?? undefined).toStrictEqual(generated.data);
  });

  it('knows every type of the generated schema', () => {
    for (const type of MemberEvent.shape.type.options) expect(readMemberEvent({ type, at: 1 })).toEqual({ type, at: 1 });
  });
});

/**
 * Things that happen to a member by themselves in the demo world (SPEC 6
 * real-time notices): a deposit credited about 10 s after the request, a
 * withdrawal approved or rejected, a new platform message. The money
 * handlers emit them; the mock socket forwards them to the signed-in page.
 */
export type MemberEventType = 'depositCredited' | 'depositFailed' | 'withdrawalApproved' | 'withdrawalRejected' | 'newMessage';

export type MemberEvent = {
  type: MemberEventType;
  username: string;
  /** Money involved, when there is some. */
  amount?: number;
  /** The ledger reference or message id the event is about. */
  reference?: string;
  /** Epoch ms. */
  at: number;
};

const listeners = new Set<(event: MemberEvent) => void>();

export function emitMemberEvent(event: MemberEvent): void {
  for (const listener of listeners) listener(event);
}

export function onMemberEvent(listener: (event: MemberEvent) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

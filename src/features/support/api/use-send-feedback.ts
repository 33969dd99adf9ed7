import { useMutation } from '@tanstack/react-query';
import { sendFeedback } from '@generated/api/member/member';
import type { FeedbackPayload } from '@generated/model';

/** Sends the feedback form (guests too; the sender is the user name or "guest"). */
export function useSendFeedback() {
  return useMutation({ mutationFn: (payload: FeedbackPayload) => sendFeedback(payload) });
}

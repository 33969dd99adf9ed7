import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api/api-error';
import { apiErrorMessage } from '@/api/api-error-message';
import { MessageDialog } from '@/ui/message-dialog';
import { useSmsCountdown } from '../hooks/use-sms-countdown';
import { useThrottledCallback } from '../hooks/use-throttled-callback';
import type { CooldownTarget } from '../logic/sms-cooldowns';
import { SMS_THROTTLE_MS, type SmsSource } from '../logic/sms-countdown';
import { Button } from '@/ui/button';

type SmsCodeButtonProps = {
  /** Checks the mobile number first; a bad one shows its field error and sends nothing. */
  canSend: () => Promise<boolean>;
  send: () => Promise<SmsSource>;
  /** Where the code goes (a typed number, or the member's own for a purpose): its cool-down is kept per target. */
  target: CooldownTarget;
};

/**
 * "Send code": at most one request a second, then disabled with a visible
 * countdown of expiredMinutes x 60 s (SPEC 4); a refusal shows the server's
 * own message in a warning dialog (SPEC 8).
 */
export function SmsCodeButton({ canSend, send, target }: SmsCodeButtonProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiRuntime();
  const countdown = useSmsCountdown(target);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (source) => countdown.start(source),
    onError: (error) => {
      // The server's own cool-down (429, Retry-After) runs on the button too.
      if (isApiError(error) && error.status === 429) countdown.wait(error.retryAfterSeconds ?? 60);
      setFailure((isApiError(error) && error.serverMessage) || i18n._(apiErrorMessage(error)));
    },
  });
  const request = useThrottledCallback(async () => {
    if (await canSend()) mutation.mutate();
  }, SMS_THROTTLE_MS);
  const left = countdown.secondsLeft;
  return (
    <>
      <Button className="sms-code-button" onClick={() => void request()} disabled={mutation.isPending || left > 0} aria-live="polite">
        {left > 0 ? <Trans>Resend in {left} s</Trans> : mutation.isPending ? <Trans>Sending…</Trans> : <Trans>Send code</Trans>}
      </Button>
      {failure ? (
        <MessageDialog title={t`Code not sent`} onClose={() => setFailure(null)}>
          <p>{failure}</p>
        </MessageDialog>
      ) : null}
    </>
  );
}

import * as RadixDialog from '@radix-ui/react-dialog';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import type { PlaySafely } from '@generated/model';
import { formatMoney } from '@/lib/format';
import { Button } from '@/ui/button';
import { useLogout } from '@/features/auth';
import { playSafelyQueryOptions } from '../api/play-safely';
import { realityCheck } from '../logic/limit-rules';
import { acknowledgeChecks, acknowledgedChecks, durationParts } from '../logic/reality-clock';
import './play-safely.css';

/** The longest a timer waits before it asks the server's clock again. */
const MAX_WAIT_MS = 10 * 60_000;

/**
 * The reality check (issue 30): at the member's interval, counted from the login by the server's clock (so across
 * reloads), a dialog over whatever is open (a game too) with the session's length and net result. It is answered,
 * never dismissed: no close button, no Escape, no click outside.
 */
export function RealityCheckClock() {
  const query = useQuery(playSafelyQueryOptions());
  const { refetch } = query;
  const status = query.data;
  const startedAt = status?.session.startedAt ?? '';
  const [acknowledged, setAcknowledged] = useState(() => (startedAt ? acknowledgedChecks(startedAt) : 0));
  const [seenStart, setSeenStart] = useState(startedAt);
  if (seenStart !== startedAt) {
    setSeenStart(startedAt);
    setAcknowledged(startedAt ? acknowledgedChecks(startedAt) : 0);
  }
  const check = status ? realityCheck(status.session.elapsedSeconds, status.realityCheckMinutes, acknowledged) : null;
  const secondsToNext = check?.secondsToNext ?? null;

  // Ask the server's clock again when the next check is due (or every 10 minutes at most).
  useEffect(() => {
    if (secondsToNext === null || secondsToNext <= 0) return;
    const timer = setTimeout(() => void refetch(), Math.min(MAX_WAIT_MS, secondsToNext * 1000 + 500));
    return () => clearTimeout(timer);
  }, [secondsToNext, refetch, query.dataUpdatedAt]);

  if (!status || !check?.due) return null;
  const answer = () => {
    acknowledgeChecks(startedAt, check.count);
    setAcknowledged(check.count);
  };
  return <RealityCheckDialog status={status} onAnswer={answer} />;
}

function RealityCheckDialog({ status, onAnswer }: { status: PlaySafely; onAnswer: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const logout = useLogout();
  const { hours, minutes } = durationParts(status.session.elapsedSeconds);
  const net = status.session.netResult;
  const result = formatMoney(net, status.currencySymbol);
  const keep = (event: Event) => event.preventDefault();
  return (
    <RadixDialog.Root open>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="ui-dialog__overlay reality-check__overlay" />
        <RadixDialog.Content
          className="ui-dialog ui-dialog--sm reality-check"
          role="alertdialog"
          onEscapeKeyDown={keep}
          onPointerDownOutside={keep}
          onInteractOutside={keep}
        >
          <header className="ui-dialog__header">
            <RadixDialog.Title className="ui-dialog__title">{t`Reality check`}</RadixDialog.Title>
          </header>
          <div className="ui-dialog__body">
            <RadixDialog.Description className="reality-check__text">
              {hours > 0 ? (
                <Trans>
                  You have been playing for {hours} h {minutes} min since you logged in.
                </Trans>
              ) : (
                <Trans>You have been playing for {minutes} min since you logged in.</Trans>
              )}
            </RadixDialog.Description>
            <p className="reality-check__result">
              <span>
                <Trans>Net result this session</Trans>
              </span>
              <strong className={net < 0 ? 'reality-check__loss' : undefined} data-testid="reality-check-result">
                {result}
              </strong>
            </p>
            <div className="reality-check__actions">
              <Button variant="primary" block onClick={onAnswer}>
                <Trans>Continue</Trans>
              </Button>
              <Button
                block
                onClick={() => {
                  onAnswer();
                  void navigate({ to: '/member/betting-record' });
                }}
              >
                <Trans>See my history</Trans>
              </Button>
              <Button variant="ghost" block pending={logout.isPending} onClick={() => logout.mutate()}>
                <Trans>Log out</Trans>
              </Button>
            </div>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

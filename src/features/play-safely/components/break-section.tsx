import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PlayBreakKind, PlayBreakPeriod } from '@generated/model';
import { Button } from '@/ui/button';
import { PERIOD_LABELS } from '../logic/labels';
import { BREAK_PERIODS } from '../logic/limit-rules';
import { BreakDialog } from './break-dialog';

/** A time-out (24 hours to 6 weeks) or a self-exclusion (6 months to 5 years): what happens, the period, then the confirmation. */
export function BreakSection({ kind }: { kind: PlayBreakKind }) {
  const { i18n } = useLingui();
  const periods = BREAK_PERIODS[kind];
  const [period, setPeriod] = useState<PlayBreakPeriod>(periods[0]!);
  const [confirming, setConfirming] = useState(false);
  const titleId = `play-${kind}-title`;
  return (
    <section className="play-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="play-section__title">
        {kind === 'timeOut' ? <Trans>Take a break</Trans> : <Trans>Self-exclusion</Trans>}
      </h2>
      <p className="play-section__text">
        {kind === 'timeOut' ? (
          <Trans>
            Stop playing for a while. Your sessions end at once, you cannot log in until the break ends, and we send you no marketing. It cannot be undone
            early.
          </Trans>
        ) : (
          <Trans>
            Close your account to yourself for 6 months or more. Your sessions end at once, you cannot log in until the end date, and we send you no marketing.
            It cannot be undone early; talk to someone you trust, or to the help below.
          </Trans>
        )}
      </p>
      <fieldset className="play-choices">
        <legend className="visually-hidden">{kind === 'timeOut' ? <Trans>Length of the break</Trans> : <Trans>Length of the self-exclusion</Trans>}</legend>
        {periods.map((value) => (
          <label key={value} className="play-choice">
            <input type="radio" name={`${kind}-period`} value={value} checked={period === value} onChange={() => setPeriod(value)} />
            <span>{i18n._(PERIOD_LABELS[value])}</span>
          </label>
        ))}
      </fieldset>
      <Button variant={kind === 'timeOut' ? 'primary' : 'danger'} onClick={() => setConfirming(true)}>
        {kind === 'timeOut' ? <Trans>Take a break</Trans> : <Trans>Exclude myself</Trans>}
      </Button>
      {confirming ? <BreakDialog kind={kind} period={period} onClose={() => setConfirming(false)} /> : null}
    </section>
  );
}

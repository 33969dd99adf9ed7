import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PlaySafely } from '@generated/model';
import { Button } from '@/ui/button';
import { toast } from '@/ui/toast';
import { useSetRealityCheck } from '../api/play-safely';

const INTERVALS = [15, 30, 60] as const;

/** The reality check's interval: off, or every 15, 30 or 60 minutes from the login. */
export function RealityCheckSection({ status }: { status: PlaySafely }) {
  const { t } = useLingui();
  const mutation = useSetRealityCheck();
  const [choice, setChoice] = useState<string>(String(status.realityCheckMinutes ?? 'off'));
  const options = [
    { value: 'off', label: t`Off` },
    ...INTERVALS.map((minutes) => ({ value: String(minutes), label: t`Every ${plural(minutes, { one: '# minute', other: '# minutes' })}` })),
  ];
  return (
    <section className="play-section" aria-labelledby="play-reality-title">
      <h2 id="play-reality-title" className="play-section__title">
        <Trans>Reality check</Trans>
      </h2>
      <p className="play-section__text">
        <Trans>
          At the interval you choose, counted from your login, a message shows over whatever is open, games too: how long you have played and your net result.
          You then continue, look at your history or log out.
        </Trans>
      </p>
      <fieldset className="play-choices">
        <legend className="visually-hidden">
          <Trans>Reality check interval</Trans>
        </legend>
        {options.map((option) => (
          <label key={option.value} className="play-choice">
            <input type="radio" name="reality-check" value={option.value} checked={choice === option.value} onChange={() => setChoice(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </fieldset>
      <Button
        variant="primary"
        pending={mutation.isPending}
        onClick={() =>
          mutation.mutate(
            { intervalMinutes: choice === 'off' ? null : (Number(choice) as 15 | 30 | 60) },
            {
              onSuccess: () => toast(t`Reality check saved.`, 'success'),
              onError: () => toast(t`The reality check could not be saved. Please try again.`, 'error'),
            },
          )
        }
      >
        <Trans>Save reality check</Trans>
      </Button>
    </section>
  );
}

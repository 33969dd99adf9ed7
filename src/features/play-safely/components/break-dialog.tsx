import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PlayBreakKind, PlayBreakPeriod } from '@generated/model';
import { useLogout } from '@/features/auth';
import { formatDateTime } from '@/lib/format-date';
import { Dialog } from '@/ui/dialog';
import { FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { toast } from '@/ui/toast';
import { useTakeBreak } from '../api/play-safely';
import { PERIOD_LABELS } from '../logic/labels';
import { breakEnd } from '../logic/limit-rules';
import { breakFormSchema } from '../logic/limit-schema';
import { describeBreakError } from '../logic/break-errors';

/** The plain statement and the payment password; on success the session is over: the site logs out and says until when. */
export function BreakDialog({ kind, period, onClose }: { kind: PlayBreakKind; period: PlayBreakPeriod; onClose: () => void }) {
  const { t, i18n } = useLingui();
  const form = useAppForm(breakFormSchema, { paymentPassword: '' });
  const mutation = useTakeBreak();
  const logout = useLogout();
  const length = i18n._(PERIOD_LABELS[period]);
  // The server's clock decides the end; this is the member's own clock, for the statement before they confirm.
  const [openedAt] = useState(() => Date.now());
  const about = formatDateTime(breakEnd(period, openedAt));
  return (
    <Dialog
      title={kind === 'timeOut' ? t`Take a break for ${length}?` : t`Exclude yourself for ${length}?`}
      onClose={onClose}
      initialFocus="input[type='password']"
    >
      <ul className="play-statement">
        <li>
          <Trans>You are logged out now, on every device.</Trans>
        </li>
        <li>
          <Trans>You cannot log in until about {about}; the login says the exact end.</Trans>
        </li>
        <li>
          <Trans>We send you no marketing until then.</Trans>
        </li>
        <li>
          <Trans>It cannot be undone early, not even by customer service.</Trans>
        </li>
      </ul>
      <FormShell
        form={form}
        mutation={mutation}
        describeError={describeBreakError}
        submitLabel={kind === 'timeOut' ? <Trans>Confirm the break</Trans> : <Trans>Confirm the self-exclusion</Trans>}
        pendingLabel={<Trans>Confirming…</Trans>}
        onSubmit={({ paymentPassword }) =>
          mutation.mutateAsync(
            { kind, period, paymentPassword },
            {
              onSuccess: (result) => {
                const until = formatDateTime(result.until);
                toast(kind === 'timeOut' ? t`Your break has started. You can log in again after ${until}.` : t`You are excluded until ${until}.`, 'success');
                logout.mutate();
              },
            },
          )
        }
      >
        <PasswordField name="paymentPassword" label={t`Payment password`} autoComplete="off" inputMode="numeric" maxLength={6} />
      </FormShell>
    </Dialog>
  );
}

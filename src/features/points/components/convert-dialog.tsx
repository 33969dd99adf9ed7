import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PointsConfig } from '@generated/model';
import { formatMoney } from '@/lib/format';
import { Dialog } from '@/ui/dialog';
import { FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast';
import { useConvertPoints } from '../api/points';
import { pointsErrorMessage } from '../logic/points-errors';
import { convertSchema } from '../logic/points-schemas';
import { conversionAmount } from '../logic/points-rules';

/** Convert points to money in the main wallet, with the payment password (encrypted by the hook). */
export function ConvertDialog({ balance, config, currency, onClose }: { balance: number; config: PointsConfig; currency?: string; onClose: () => void }) {
  const { t } = useLingui();
  const minPoints = config.minConvertPoints ?? 1;
  const rate = config.conversionRate ?? 0;
  const schema = useMemo(() => convertSchema(balance, minPoints), [balance, minPoints]);
  const form = useAppForm(schema, { points: String(Math.min(balance, Math.max(minPoints, 0))), password: '' });
  const mutation = useConvertPoints();
  const points = Number(form.watch('points')) || 0;
  const amount = formatMoney(conversionAmount(points, rate), currency);
  const perPoint = formatMoney(rate, currency);

  return (
    <Dialog title={t`Convert points`} onClose={onClose} initialFocus="input[type='password']">
      <p className="points-dialog__summary">
        <Trans>
          1 point = {perPoint} · at least <Plural value={minPoints} one="# point" other="# points" /> · you have{' '}
          <Plural value={balance} one="# point" other="# points" />
        </Trans>
      </p>
      <FormShell
        form={form}
        mutation={mutation}
        describeError={pointsErrorMessage}
        submitLabel={<Trans>Convert to {amount}</Trans>}
        pendingLabel={<Trans>Converting…</Trans>}
        onSubmit={({ points: value, password }) =>
          mutation.mutateAsync(
            { points: Number(value), password },
            {
              onSuccess: (result) => {
                const credited = formatMoney(result.amount, currency);
                toast(t`${credited} is in your main wallet.`, 'success');
                onClose();
              },
            },
          )
        }
      >
        <TextField name="points" label={t`Points to convert`} inputMode="numeric" autoComplete="off" />
        <PasswordField name="password" label={t`Payment password`} autoComplete="current-password" />
      </FormShell>
    </Dialog>
  );
}

import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import type { PointsReward } from '@generated/model';
import { Dialog } from '@/ui/dialog';
import { FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast';
import { useRedeemPoints } from '../api/points';
import { pointsErrorMessage } from '../logic/points-errors';
import { redeemSchema } from '../logic/points-schemas';
import { affordableUnits } from '../logic/points-rules';

/** Redeem a mall reward: how many, and the payment password (the payload is encrypted by the hook). */
export function RedeemDialog({ reward, balance, onClose }: { reward: PointsReward; balance: number; onClose: () => void }) {
  const { t } = useLingui();
  const max = affordableUnits(balance, reward.pointsRequirement, reward.quantity);
  const schema = useMemo(() => redeemSchema(max), [max]);
  const form = useAppForm(schema, { quantity: '1', password: '' });
  const mutation = useRedeemPoints();
  const quantity = Number(form.watch('quantity')) || 0;
  const cost = quantity * reward.pointsRequirement;
  const name = reward.name;
  const price = reward.pointsRequirement;

  return (
    <Dialog title={t`Redeem ${name}`} onClose={onClose} initialFocus="input[type='password']">
      <p className="points-dialog__summary">
        <Trans>
          <Plural value={price} one="# point each" other="# points each" /> · you have <Plural value={balance} one="# point" other="# points" />
        </Trans>
      </p>
      <FormShell
        form={form}
        mutation={mutation}
        describeError={pointsErrorMessage}
        submitLabel={
          <Trans>
            Redeem for <Plural value={cost} one="# point" other="# points" />
          </Trans>
        }
        pendingLabel={<Trans>Redeeming…</Trans>}
        onSubmit={({ quantity: units, password }) =>
          mutation.mutateAsync(
            { rewardId: reward.rewardId, quantity: Number(units), password },
            {
              onSuccess: (result) => {
                const reference = result.referenceNumber;
                toast(t`Redeem ${reference} sent. It is in process.`, 'success');
                onClose();
              },
            },
          )
        }
      >
        <TextField name="quantity" label={t`Quantity`} inputMode="numeric" autoComplete="off" />
        <PasswordField name="password" label={t`Payment password`} autoComplete="current-password" />
      </FormShell>
    </Dialog>
  );
}

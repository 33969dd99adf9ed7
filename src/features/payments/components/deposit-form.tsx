import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { DepositOptions } from '@generated/model';
import { formatMoney } from '@/lib/money';
import { EmptyState } from '@/ui/empty-state';
import { FormShell, useAppForm } from '@/ui/form';
import { QueryState } from '@/ui/query-state';
import { TextField } from '@/ui/text-field';
import { depositOptionsQueryOptions } from '../api/payments-queries';
import { useCreateDeposit } from '../api/use-payments';
import { depositBonus, parseAmount } from '@/lib/amount-rules';
import { depositSchema } from '../logic/deposit-schema';
import { describeMoneyError } from '../logic/money-errors';
import { ChannelPicker, PromotionPicker, QuickAmounts } from './deposit-pickers';
import { DepositSteps } from './deposit-steps';
import '@/ui/money-pages.css';
import './deposit-form.css';

function Form({ options, onCreated }: { options: DepositOptions; onCreated: (orderId: string) => void }) {
  const { t } = useLingui();
  const { channels, promotions, currencySymbol } = options;
  const schema = useMemo(() => depositSchema(channels, promotions, currencySymbol), [channels, promotions, currencySymbol]);
  const form = useAppForm(schema, { channelId: channels[0]?.id ?? '', amount: '', promotionId: '' });
  const mutation = useCreateDeposit();
  const channel = channels.find((candidate) => candidate.id === form.watch('channelId'));
  const amount = parseAmount(form.watch('amount')) ?? 0;
  const least = channel ? formatMoney(channel.min, currencySymbol) : '';
  const most = channel ? formatMoney(channel.max, currencySymbol) : '';
  const bonus = depositBonus(
    amount,
    promotions.find((promotion) => promotion.id === form.watch('promotionId')),
  );
  return (
    <FormShell
      form={form}
      mutation={mutation}
      describeError={describeMoneyError}
      aria-labelledby="deposit-title"
      submitLabel={<Trans>Continue to payment</Trans>}
      pendingLabel={<Trans>Opening your deposit…</Trans>}
      onSubmit={(values) =>
        mutation.mutateAsync(
          { channelId: values.channelId, amount: Number(values.amount), ...(values.promotionId ? { promotionId: values.promotionId } : {}) },
          { onSuccess: (response) => response.success && onCreated(response.value.orderId) },
        )
      }
    >
      <h2 id="deposit-title" className="visually-hidden">
        <Trans>Deposit amount</Trans>
      </h2>
      <ChannelPicker channels={channels} currencySymbol={currencySymbol} />
      <TextField
        name="amount"
        label={t`Amount`}
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        hint={channel ? t`From ${least} to ${most}` : undefined}
      />
      {channel ? <QuickAmounts amounts={channel.quickAmounts} currencySymbol={currencySymbol} /> : null}
      {promotions.length > 0 ? <PromotionPicker promotions={promotions} currencySymbol={currencySymbol} /> : null}
      <dl className="money-summary" aria-label={t`Summary`}>
        <div>
          <dt>
            <Trans>You pay</Trans>
          </dt>
          <dd>{formatMoney(amount, currencySymbol)}</dd>
        </div>
        <div>
          <dt>
            <Trans>Bonus</Trans>
          </dt>
          <dd>{formatMoney(bonus, currencySymbol)}</dd>
        </div>
        <div className="money-summary__total">
          <dt>
            <Trans>Credited to your main wallet</Trans>
          </dt>
          <dd>{formatMoney(amount + bonus, currencySymbol)}</dd>
        </div>
      </dl>
    </FormShell>
  );
}

/** Step 1 of a deposit: channel, amount (quick picks), optional promotion. */
export function DepositForm({ onCreated }: { onCreated: (orderId: string) => void }) {
  const { t } = useLingui();
  const options = useQuery(depositOptionsQueryOptions());
  return (
    <section className="money-card money-card--narrow">
      <DepositSteps step={1} />
      <QueryState query={options} label={t`Deposit channels`}>
        {(data) =>
          data.channels.length === 0 ? (
            <EmptyState
              icon="deposit"
              title={<Trans>No deposit channel is open right now</Trans>}
              text={<Trans>Please try again later or contact customer service.</Trans>}
            />
          ) : (
            <Form options={data} onCreated={onCreated} />
          )
        }
      </QueryState>
    </section>
  );
}

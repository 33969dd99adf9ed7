import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useFormContext } from 'react-hook-form';
import type { DepositChannel, DepositPromotion } from '@generated/model';
import { formatMoney } from '@/lib/format';
import { translateMessage } from '@/ui/form';
import { Chip, ChipGroup } from '@/ui/chip';
import { Icon, type IconName } from '@/ui/icon';
import { depositBonus, parseAmount } from '@/lib/amount-rules';
import '@/ui/money-pages.css';
import './choices.css';

const CHANNEL_ICONS: Record<DepositChannel['type'], IconName> = { BANK_TRANSFER: 'bank', EWALLET: 'phone', QR: 'cards', USDT: 'coins' };

type Values = { channelId: string; amount: string; promotionId: string };

function useFieldError(name: keyof Values) {
  const { i18n } = useLinguiRuntime();
  const form = useFormContext<Values>();
  return translateMessage(i18n, form.formState.errors[name]?.message);
}

/** The deposit channels as radio cards: name, kind and limits. */
export function ChannelPicker({ channels, currencySymbol }: { channels: readonly DepositChannel[]; currencySymbol: string }) {
  const { t } = useLingui();
  const form = useFormContext<Values>();
  const error = useFieldError('channelId');
  const kinds: Record<DepositChannel['type'], string> = { BANK_TRANSFER: t`Bank transfer`, EWALLET: t`E-wallet`, QR: t`QR payment`, USDT: t`Crypto` };
  return (
    <fieldset className="choice-group">
      <legend className="field__label">
        <Trans>How you pay</Trans>
      </legend>
      <div className="choice-grid">
        {channels.map((channel) => (
          <label key={channel.id} className="choice-card">
            <input type="radio" value={channel.id} className="choice-card__input" {...form.register('channelId')} />
            <span className="choice-card__icon">
              <Icon name={CHANNEL_ICONS[channel.type]} size={22} />
            </span>
            <span className="choice-card__text">
              <strong>{channel.name}</strong>
              <small>
                {kinds[channel.type]} · <span className="choice-card__amount">{formatMoney(channel.min, currencySymbol)}</span> –{' '}
                <span className="choice-card__amount">{formatMoney(channel.max, currencySymbol)}</span>
              </small>
            </span>
          </label>
        ))}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

/** One-tap amounts of the chosen channel. */
export function QuickAmounts({ amounts, currencySymbol }: { amounts: readonly number[]; currencySymbol: string }) {
  const { t } = useLingui();
  const form = useFormContext<Values>();
  const current = parseAmount(form.watch('amount'));
  return (
    <ChipGroup label={t`Quick amounts`}>
      {amounts.map((amount) => (
        <Chip
          key={amount}
          amount
          pressed={current === amount}
          onClick={() => form.setValue('amount', String(amount), { shouldValidate: form.formState.isSubmitted })}
        >
          {formatMoney(amount, currencySymbol)}
        </Chip>
      ))}
    </ChipGroup>
  );
}

/** The optional promotion: none, or one the amount qualifies for, with the bonus it brings. */
export function PromotionPicker({ promotions, currencySymbol }: { promotions: readonly DepositPromotion[]; currencySymbol: string }) {
  const form = useFormContext<Values>();
  const error = useFieldError('promotionId');
  const amount = parseAmount(form.watch('amount')) ?? 0;
  return (
    <fieldset className="choice-group">
      <legend className="field__label">
        <Trans>Promotion (optional)</Trans>
      </legend>
      <div className="choice-list">
        <label className="choice-row">
          <input type="radio" value="" {...form.register('promotionId')} />
          <span>
            <Trans>No promotion</Trans>
          </span>
        </label>
        {promotions.map((promotion) => {
          const bonus = depositBonus(amount, promotion);
          const least = formatMoney(promotion.minDeposit, currencySymbol);
          const most = formatMoney(promotion.maxBonus, currencySymbol);
          const rate = Math.round(promotion.bonusRate * 100);
          const turnover = promotion.turnoverMultiplier;
          return (
            <label key={promotion.id} className="choice-row">
              <input type="radio" value={promotion.id} {...form.register('promotionId')} />
              <span className="choice-row__text">
                <strong>{promotion.name}</strong>
                <small>
                  <Trans>
                    {rate}% up to {most}, from {least}; {turnover}× turnover before withdrawal
                  </Trans>
                </small>
              </span>
              {bonus > 0 ? <span className="choice-row__bonus">+{formatMoney(bonus, currencySymbol)}</span> : null}
            </label>
          );
        })}
      </div>
      {error ? <p className="field__error">{error}</p> : null}
    </fieldset>
  );
}

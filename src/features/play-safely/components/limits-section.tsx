import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayLimit, PlaySafely } from '@generated/model';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/format-date';
import { Button } from '@/ui/button';
import { FormShell, useAppForm } from '@/ui/form';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast';
import { useSetPlayLimit } from '../api/play-safely';
import { LIMIT_LABELS } from '../logic/labels';
import { LIMIT_KINDS, periodOf } from '../logic/limit-rules';
import { limitFormSchema } from '../logic/limit-schema';

/** A limit's value in its unit: money, or minutes. */
function useLimitText(currencySymbol: string) {
  const { t } = useLingui();
  return (limit: Pick<PlayLimit, 'kind'>, value: number | null) => {
    if (value === null) return t`No limit`;
    return periodOf(limit.kind) === 'session' ? t`${value} min` : formatMoney(value, currencySymbol);
  };
}

function LimitRow({ limit, currencySymbol }: { limit: PlayLimit; currencySymbol: string }) {
  const { t, i18n } = useLingui();
  const text = useLimitText(currencySymbol);
  const remove = useSetPlayLimit();
  const label = i18n._(LIMIT_LABELS[limit.kind]);
  const session = periodOf(limit.kind) === 'session';
  const used = session ? t`${limit.used} min this session` : t`${formatMoney(limit.used, currencySymbol)} used`;
  const resets = limit.resetsAt ? formatDateTime(limit.resetsAt) : '';
  const pendingDate = limit.pending ? formatDateTime(limit.pending.effectiveAt) : '';
  const pendingValue = limit.pending ? text(limit, limit.pending.value) : '';
  return (
    <li className="play-limit" aria-label={label}>
      <div className="play-limit__head">
        <span className="play-limit__name">{label}</span>
        <strong className="play-limit__value" data-testid={`limit-${limit.kind}`}>
          {text(limit, limit.value)}
        </strong>
      </div>
      {limit.value !== null ? (
        <p className="play-limit__meta">
          {used}
          {resets ? (
            <>
              {' · '}
              <Trans>resets {resets}</Trans>
            </>
          ) : null}
        </p>
      ) : null}
      {limit.pending ? (
        <p className="play-limit__pending" role="note">
          {limit.pending.value === null ? (
            <Trans>Removal waits for the 24-hour cooling-off: from {pendingDate}.</Trans>
          ) : (
            <Trans>
              Raising to {pendingValue} waits for the 24-hour cooling-off: from {pendingDate}.
            </Trans>
          )}
        </p>
      ) : null}
      {limit.value !== null && !limit.pending ? (
        <Button
          size="sm"
          variant="ghost"
          pending={remove.isPending}
          aria-label={t`Remove the limit: ${label}`}
          onClick={() =>
            remove.mutate({ kind: limit.kind, value: null }, { onSuccess: () => toast(t`The limit will be removed after the 24-hour cooling-off.`, 'success') })
          }
        >
          <Trans>Remove</Trans>
        </Button>
      ) : null}
    </li>
  );
}

/** The limits (issue 30): what each one allows now, what it used, when it resets, a change waiting; and the form to set one. */
export function LimitsSection({ status }: { status: PlaySafely }) {
  const { t, i18n } = useLingui();
  const form = useAppForm(limitFormSchema, { kind: 'depositDay', value: '' });
  const mutation = useSetPlayLimit();
  const kind = form.watch('kind');
  return (
    <section className="play-section" aria-labelledby="play-limits-title">
      <h2 id="play-limits-title" className="play-section__title">
        <Trans>Limits</Trans>
      </h2>
      <p className="play-section__text">
        <Trans>
          A lower limit applies at once. A higher limit, or removing one, applies only after a 24-hour cooling-off. The site checks every deposit and game
          against them.
        </Trans>
      </p>
      <ul className="play-limits">
        {status.limits.map((limit) => (
          <LimitRow key={limit.kind} limit={limit} currencySymbol={status.currencySymbol} />
        ))}
      </ul>
      <FormShell
        form={form}
        mutation={mutation}
        block={false}
        aria-labelledby="play-limits-title"
        submitLabel={<Trans>Save limit</Trans>}
        pendingLabel={<Trans>Saving…</Trans>}
        onSubmit={(values) => {
          const value = Number(values.value);
          const before = status.limits.find((limit) => limit.kind === values.kind)?.value ?? null;
          return mutation.mutateAsync(
            { kind: values.kind, value },
            {
              onSuccess: () => {
                form.reset({ kind: values.kind, value: '' });
                toast(
                  before === null || value < before ? t`Limit saved. It applies now.` : t`Saved. The higher limit applies after the 24-hour cooling-off.`,
                  'success',
                );
              },
            },
          );
        }}
      >
        <div className="play-limit-form">
          <SelectField name="kind" label={t`Limit`} options={LIMIT_KINDS.map((value) => ({ value, label: i18n._(LIMIT_LABELS[value]) }))} />
          <TextField
            name="value"
            label={periodOf(kind) === 'session' ? t`Minutes` : t`Amount (${status.currencySymbol})`}
            inputMode={periodOf(kind) === 'session' ? 'numeric' : 'decimal'}
            autoComplete="off"
          />
        </div>
      </FormShell>
    </section>
  );
}

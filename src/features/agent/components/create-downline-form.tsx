import { Trans, useLingui } from '@lingui/react/macro';
import { useLingui as useLinguiRuntime } from '@lingui/react';
import { Link } from '@tanstack/react-router';
import { Fragment, useMemo, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { RegisterFieldSetting, TeamAccount } from '@generated/model';
import { MobileNumberField, REGISTER_FIELDS, ruleHint, type PlannedField } from '@/features/auth';
import { FormShell, useAppForm } from '@/ui/form';
import { PasswordField } from '@/ui/password-field';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { useCreateDownline } from '../api/team';
import { agentFailureMessage } from '../logic/agent-errors';
import { createDownlineSchema, downlinePlan, type DownlineValues } from '../logic/create-downline-schema';

/**
 * registerCenter (SPEC 2): an account directly below the agent, with the
 * registration rules of SPEC 5 that apply and the server's field settings.
 * Bad input is explained and nothing is sent; the new account is in the team
 * table at once.
 */
export function CreateDownlineForm({ settings }: { settings: readonly RegisterFieldSetting[] }) {
  const { t } = useLingui();
  const plan = useMemo(() => downlinePlan(settings), [settings]);
  const schema = useMemo(() => createDownlineSchema(plan), [plan]);
  const blank = useMemo<DownlineValues>(() => ({ accountType: 'member', ...Object.fromEntries(plan.map((field) => [field.name, ''])) }), [plan]);
  const form = useAppForm(schema, blank);
  const create = useCreateDownline();
  const [created, setCreated] = useState<TeamAccount | null>(null);
  const createdName = created?.account;

  const submit = (values: DownlineValues) => {
    const value = (name: PlannedField['name']) => (plan.some((field) => field.name === name) ? (values[name] ?? '').trim() : '');
    return create.mutateAsync(
      {
        username: value('username'),
        password: values.password ?? '',
        confirmPassword: values.confirmPassword ?? '',
        accountType: values.accountType,
        ...(value('mobileNum') ? { mobileNum: value('mobileNum').replace(/[\s-]/g, ''), countryDialingCode: values.countryDialingCode ?? '' } : {}),
        ...(value('email') ? { email: value('email') } : {}),
        ...(value('payeeName') ? { payeeName: value('payeeName') } : {}),
      },
      {
        onSuccess: (account) => {
          setCreated(account);
          form.reset(blank);
        },
      },
    );
  };

  const accountType = (
    <SelectField
      name="accountType"
      label={t`Account type`}
      options={[
        { value: 'member', label: t`Player` },
        { value: 'agent', label: t`Agent (can build a team)` },
      ]}
    />
  );

  return (
    <FormShell
      form={form}
      mutation={create}
      describeError={agentFailureMessage}
      block={false}
      aria-labelledby="create-downline-title"
      submitLabel={<Trans>Create account</Trans>}
      pendingLabel={<Trans>Creating the account…</Trans>}
      onSubmit={submit}
    >
      <h2 id="create-downline-title" className="panel__title">
        <Trans>New downline account</Trans>
      </h2>
      <div className="form-grid">
        {plan.map((field) => (
          <Fragment key={field.name}>
            <DownlineField field={field} />
            {field.name === 'username' ? accountType : null}
          </Fragment>
        ))}
      </div>
      {createdName ? (
        <p className="form__success" role="status">
          <Trans>
            Account {createdName} created.{' '}
            <Link to="/agentHome/downlines" search={{ q: createdName }}>
              See it in your team
            </Link>
          </Trans>
        </p>
      ) : null}
    </FormShell>
  );
}

function DownlineField({ field }: { field: PlannedField }) {
  const { i18n } = useLinguiRuntime();
  const { t } = useLingui();
  const { name, rule } = field;
  // The rule is stated up front until the field has an error, which then says it (as on the register form).
  const hasError = !!useFormContext<DownlineValues>().formState.errors[name];
  const fieldName = i18n._(REGISTER_FIELDS[name].label);
  const label = rule.required ? fieldName : t`${fieldName} (optional)`;
  const hint =
    !hasError && name !== 'confirmPassword' && (rule.minLength != null || rule.maxLength != null || rule.patternId) ? i18n._(ruleHint(rule)) : undefined;
  if (name === 'password' || name === 'confirmPassword') return <PasswordField name={name} label={label} autoComplete="new-password" hint={hint} />;
  // The merchant's dialing codes, its first one chosen (as on the register form): what the select shows is what is sent.
  if (name === 'mobileNum') return <MobileNumberField label={label} hint={hint} autoComplete="off" />;
  return (
    <TextField name={name} label={label} type={name === 'email' ? 'email' : 'text'} autoComplete="off" autoCapitalize="none" spellCheck={false} hint={hint} />
  );
}

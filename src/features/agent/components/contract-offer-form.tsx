import { Trans, useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import type { Contract, ContractType } from '@generated/model';
import { Button } from '@/ui/button';
import { FormShell, useAppForm } from '@/ui/form';
import { Icon } from '@/ui/icon';
import { SelectField } from '@/ui/select-field';
import { TextField } from '@/ui/text-field';
import { toast } from '@/ui/toast';
import { useOfferContract } from '../api/team';
import { agentFailureMessage } from '../logic/agent-errors';
import { CONTRACT_TYPES, emptyTier, hasPeriod, MAX_TIERS, offerPayload, offerSchema, TIER_THRESHOLD, type OfferValues } from '../logic/contract-offer';
import { useContractLabels } from '@/features/contracts';
import { topRate } from '@/lib/contract-rate';
import { contractsEndedByAgreeing, currentContract } from '../logic/contract-rules';
import './agent-page.css';
import './contract-offer-form.css';

type Props = { agent: string; downline: string; contracts: readonly Contract[]; onDone: () => void };

/** The offer: type, new or termination request, wage period, and up to five tiers (a threshold, active members, a rate). */
export function ContractOfferForm({ agent, downline, contracts, onDone }: Props) {
  const { t } = useLingui();
  const labels = useContractLabels();
  const schema = useMemo(() => offerSchema(agent, downline, contracts), [agent, downline, contracts]);
  const form = useAppForm(schema, { contractType: 'dividend', requestType: 'new', period: 'W', tiers: [emptyTier()] } satisfies OfferValues);
  const tiers = useFieldArray({ control: form.control, name: 'tiers' });
  const values = useWatch({ control: form.control }) as Partial<OfferValues>;
  const type: ContractType = values.contractType ?? 'dividend';
  const termination = values.requestType === 'termination';
  const current = currentContract(contracts, downline, type);
  const draft: Contract = {
    contractId: 'draft',
    contractType: type,
    status: 'offered',
    requestType: values.requestType ?? 'new',
    downlineAccount: downline,
    tiers: (values.tiers ?? []).map((tier) => ({ rate: Number(tier?.rate) || 0 })),
  };
  const ending = contractsEndedByAgreeing(draft, contracts).filter((contract) => contract.contractId !== current?.contractId);
  const endingCount = ending.length;
  const offer = useOfferContract();
  const thresholdLabel = labels.tier[TIER_THRESHOLD[type]];
  const typeName = labels.type[type];
  const currentRate = topRate(current?.tiers);
  const since = current?.createdTime ?? '—';

  return (
    <FormShell
      form={form}
      mutation={offer}
      describeError={agentFailureMessage}
      submitLabel={termination ? <Trans>Send termination request</Trans> : <Trans>Send offer</Trans>}
      pendingLabel={<Trans>Sending…</Trans>}
      onSubmit={(submitted) =>
        offer.mutateAsync(offerPayload(downline, submitted, current), {
          onSuccess: () => {
            toast(t`Sent to ${downline}. They answer it in their member centre.`, 'success');
            onDone();
          },
        })
      }
    >
      <div className="form-grid form-grid--3">
        <SelectField name="contractType" label={t`Contract`} options={CONTRACT_TYPES.map((value) => ({ value, label: labels.type[value] }))} />
        <SelectField
          name="requestType"
          label={t({ message: 'Request', comment: 'Select label: a new contract or a request to end the current one' })}
          options={[
            { value: 'new', label: t`New contract` },
            { value: 'termination', label: t`End the current contract` },
          ]}
        />
        {hasPeriod(type) && !termination ? (
          <SelectField
            name="period"
            label={t`Wage period`}
            options={(['D', 'W', 'H', 'M'] as const).map((value) => ({ value, label: labels.period[value] }))}
          />
        ) : null}
      </div>
      <p className="contract-current" role="status">
        {current ? (
          <Trans>
            Current {typeName}: top rate {currentRate}%, since {since}.
          </Trans>
        ) : (
          <Trans>No current {typeName} contract with this downline.</Trans>
        )}
      </p>
      {termination ? null : (
        <fieldset className="tiers">
          <legend>{t`Tiers`}</legend>
          {tiers.fields.map((field, index) => {
            const number = index + 1;
            return (
              <div key={field.id} className="tiers__row" role="group" aria-label={t`Tier ${number}`}>
                <TextField name={`tiers.${index}.threshold`} label={thresholdLabel} inputMode="decimal" autoComplete="off" />
                <TextField name={`tiers.${index}.activeMemberCount`} label={t`Active members`} inputMode="numeric" autoComplete="off" />
                <TextField name={`tiers.${index}.rate`} label={t`Rate (%)`} inputMode="decimal" autoComplete="off" />
                {tiers.fields.length > 1 ? (
                  <Button variant="ghost" size="sm" onClick={() => tiers.remove(index)} aria-label={t`Remove tier ${number}`}>
                    <Icon name="close" size={14} />
                    <span>{t({ message: 'Remove', comment: 'Button beside a contract tier: delete this tier' })}</span>
                  </Button>
                ) : null}
              </div>
            );
          })}
          {tiers.fields.length < MAX_TIERS ? (
            <Button size="sm" onClick={() => tiers.append(emptyTier())}>
              <Trans>Add a tier</Trans>
            </Button>
          ) : null}
        </fieldset>
      )}
      {!termination && ending.length > 0 ? (
        <p className="contract-warning" role="note">
          <Icon name="shield" size={16} />
          <Trans>
            If {downline} agrees, their own contracts at a higher rate end automatically (higher-rate rule): {endingCount}.
          </Trans>
        </p>
      ) : null}
    </FormShell>
  );
}

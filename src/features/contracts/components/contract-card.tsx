import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Contract, ContractAction } from '@generated/model';
import { formatDateTime } from '@/lib/format-date';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { FormError } from '@/ui/form';
import { toast } from '@/ui/toast';
import { useContractDecision } from '../api/contracts';
import { formatRate, useContractLabels } from '../logic/contract-labels';
import { acceptOutcome, allowedActions } from '../logic/contract-rules';
import { ContractTiers } from './contract-tiers';

type Confirming = null | 'accept' | 'terminate';

/** One contract: who offers it, its type, period and levels, and the decisions it allows (SPEC 4). */
export function ContractCard({ contract, held }: { contract: Contract; held: readonly Contract[] }) {
  const { t } = useLingui();
  const labels = useContractLabels();
  const decision = useContractDecision();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const outcome = contract.status === 'offered' ? acceptOutcome(contract, held) : { kind: 'plain' as const };
  const typeName = labels.type[contract.contractType];
  const upline = contract.uplineAccount ?? t`your upline`;

  const decide = (action: ContractAction) =>
    decision.mutate(
      { contract, action },
      {
        onSuccess: () => {
          setConfirming(null);
          toast(
            action === 'accept'
              ? t`You agreed to the ${typeName} contract.`
              : action === 'reject'
                ? t`You declined the ${typeName} offer.`
                : t`You asked to end the ${typeName} contract.`,
            'success',
          );
        },
      },
    );
  const onAccept = () => (outcome.kind === 'lowerRate' ? setConfirming('accept') : decide('accept'));
  const actions = allowedActions(contract);
  const heldRate = outcome.kind === 'lowerRate' ? formatRate(outcome.heldRate) : '';
  const offeredRate = outcome.kind === 'lowerRate' ? formatRate(outcome.offeredRate) : '';
  const titleId = `contract-${contract.contractId}`;

  return (
    <article className="contract-card" aria-labelledby={titleId} data-status={contract.status}>
      <header className="contract-card__header">
        <div>
          <h3 id={titleId} className="contract-card__title">
            {typeName}
          </h3>
          <p className="contract-card__meta">
            {contract.uplineAccount ? <Trans>From {upline}</Trans> : null}
            {contract.createdTime ? <span> · {formatDateTime(contract.createdTime)}</span> : null}
          </p>
        </div>
        <div className="contract-card__badges">
          {contract.period ? <Badge>{labels.period[contract.period]}</Badge> : null}
          <Badge tone={contract.status === 'offered' ? 'primary' : 'success'}>
            {contract.status === 'offered' ? t({ message: 'Offer', comment: 'Contract status: offered, waiting for an answer' }) : t`Active`}
          </Badge>
        </div>
      </header>
      <ContractTiers contract={contract} />
      {outcome.kind === 'replaces' ? (
        <p className="contract-card__note">
          <Trans>Agreeing replaces your current {typeName} contract.</Trans>
        </p>
      ) : null}
      {confirming === 'accept' && outcome.kind === 'lowerRate' ? (
        <div className="contract-card__warning" role="alert">
          <p>
            <Trans>
              You already hold a {typeName} contract paying up to {heldRate}. This offer pays up to {offeredRate}. Agreeing ends your current contract.
            </Trans>
          </p>
          <div className="dialog-actions">
            <Button onClick={() => setConfirming(null)} disabled={decision.isPending}>
              <Trans>Keep my contract</Trans>
            </Button>
            <Button variant="danger" pending={decision.isPending} onClick={() => decide('accept')}>
              <Trans>Agree anyway</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      {confirming === 'terminate' ? (
        <div className="contract-card__warning" role="alert">
          <p>
            <Trans>
              Ask {upline} to end this {typeName} contract? Its pay stops once it ends.
            </Trans>
          </p>
          <div className="dialog-actions">
            <Button onClick={() => setConfirming(null)} disabled={decision.isPending}>
              <Trans>Keep it</Trans>
            </Button>
            <Button variant="danger" pending={decision.isPending} onClick={() => decide('terminate')}>
              <Trans>Request termination</Trans>
            </Button>
          </div>
        </div>
      ) : null}
      {decision.isError ? <FormError error={decision.error} /> : null}
      {confirming === null && actions.length > 0 ? (
        <div className="contract-card__actions">
          {actions.includes('reject') ? (
            <Button pending={decision.isPending && decision.variables?.action === 'reject'} disabled={decision.isPending} onClick={() => decide('reject')}>
              <Trans>Reject</Trans>
            </Button>
          ) : null}
          {actions.includes('accept') ? (
            <Button variant="primary" pending={decision.isPending && decision.variables?.action === 'accept'} disabled={decision.isPending} onClick={onAccept}>
              <Trans>Accept</Trans>
            </Button>
          ) : null}
          {actions.includes('terminate') ? (
            <Button variant="ghost" onClick={() => setConfirming('terminate')}>
              <Trans>Request termination</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}

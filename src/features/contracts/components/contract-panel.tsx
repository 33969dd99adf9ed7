import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { EmptyState } from '@/ui/empty-state';
import { QueryState } from '@/ui/query-state';
import { useConsolidated } from '../api/contracts';
import { ContractCard } from './contract-card';
import './contracts.css';

/** Offers waiting for an answer first, then the contracts the member holds (the modal and the page show the same). */
export function ContractPanel() {
  const { t } = useLingui();
  const consolidated = useConsolidated();
  const id = useId();
  return (
    <QueryState query={consolidated} label={t`Contracts`}>
      {({ pendingContracts = [], activeContracts = [] }) =>
        pendingContracts.length === 0 && activeContracts.length === 0 ? (
          <EmptyState icon="agent" title={<Trans>No contracts</Trans>} text={<Trans>When your upline offers you a contract, it appears here.</Trans>} />
        ) : (
          <div className="contract-panel">
            <section aria-labelledby={`${id}-offers`}>
              <h2 id={`${id}-offers`} className="contract-panel__title">
                <Trans>Offers waiting for you</Trans>
              </h2>
              {pendingContracts.length === 0 ? (
                <p className="contract-panel__empty">
                  <Trans>No offers are waiting.</Trans>
                </p>
              ) : (
                pendingContracts.map((contract) => <ContractCard key={contract.contractId} contract={contract} held={activeContracts} />)
              )}
            </section>
            {activeContracts.length > 0 ? (
              <section aria-labelledby={`${id}-active`}>
                <h2 id={`${id}-active`} className="contract-panel__title">
                  <Trans>Your contracts</Trans>
                </h2>
                {activeContracts.map((contract) => (
                  <ContractCard key={contract.contractId} contract={contract} held={activeContracts} />
                ))}
              </section>
            ) : null}
          </div>
        )
      }
    </QueryState>
  );
}

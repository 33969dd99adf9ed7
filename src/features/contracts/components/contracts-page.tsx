import { Trans } from '@lingui/react/macro';
import { PageHeader } from '@/ui/page-header';
import { ContractPanel } from './contract-panel';

/** The member's contracts as a page of the member centre (the same panel as the contract modal). */
export function ContractsPage() {
  return (
    <div className="member-centre">
      <PageHeader
        title={<Trans>Contracts</Trans>}
        description={<Trans>Dividend and salary contracts your upline offers you. Accept or reject an offer, or ask to end a contract you hold.</Trans>}
      />
      <ContractPanel />
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@/ui/dialog';
import { contractsDialog } from '../logic/contracts-dialog-store';
import { ContractPanel } from './contract-panel';

/** The contract modal's content (SPEC 2): what the upline offers, in the site's dialog. */
export function ContractsModal() {
  const { t } = useLingui();
  return (
    <Dialog
      title={t`Contracts`}
      description={t`Contracts your upline offers you: dividend, daily, hourly and real-time salary.`}
      size="lg"
      onClose={contractsDialog.close}
    >
      <ContractPanel />
    </Dialog>
  );
}

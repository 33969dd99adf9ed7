import { useLingui } from '@lingui/react/macro';
import { Dialog } from '@/ui/dialog';
import { ContractPanel } from './contract-panel';

/** The contract modal itself (ContractOffers decides when it opens). */
export function ContractOffersDialog({ onClose }: { onClose: () => void }) {
  const { t } = useLingui();
  return (
    <Dialog title={t`Contracts`} description={t`Contracts your upline offers you: dividend, daily, hourly and real-time salary.`} size="lg" onClose={onClose}>
      <ContractPanel />
    </Dialog>
  );
}

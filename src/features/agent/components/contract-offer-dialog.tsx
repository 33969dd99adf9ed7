import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Contract, TeamAccount } from '@generated/model';
import { useMemberInfo } from '@/features/auth';
import { Dialog } from '@/ui/dialog';
import { QueryState } from '@/ui/query-state';
import { contractOffersQueryOptions } from '../api/team';
import { ContractOfferForm } from './contract-offer-form';

/**
 * Offering a contract to a direct downline (SPEC 4): the contracts around
 * the downline and the agent's own are loaded first, so the form can show the
 * current one, cap the rate at the agent's own and warn which of the
 * downline's contracts the higher-rate rule would end.
 */
export function ContractOfferDialog({ account, onClose }: { account: TeamAccount; onClose: () => void }) {
  const { t } = useLingui();
  const me = useMemberInfo().data?.account ?? '';
  const theirs = useQuery(contractOffersQueryOptions(account.account));
  const mine = useQuery({ ...contractOffersQueryOptions(me), enabled: me !== '' });
  const downline = account.account;
  return (
    <Dialog
      title={t`Contract for ${downline}`}
      description={<Trans>The downline accepts or rejects it in their member centre.</Trans>}
      onClose={onClose}
      size="lg"
    >
      <QueryState query={theirs} label={t`Contracts`}>
        {(around) => (
          <QueryState query={mine} label={t`Contracts`}>
            {(own) => <ContractOfferForm agent={me} downline={downline} contracts={merge(around, own)} onDone={onClose} />}
          </QueryState>
        )}
      </QueryState>
    </Dialog>
  );
}

const merge = (a: readonly Contract[], b: readonly Contract[]) => [...new Map([...a, ...b].map((contract) => [contract.contractId, contract])).values()];

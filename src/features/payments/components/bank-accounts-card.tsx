import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Icon } from '@/ui/icon';
import { QueryState } from '@/ui/query-state';
import { bankAccountsQueryOptions } from '../api/payments-queries';
import { onDemand } from '@/ui/on-demand';

// Opens on a click: its form and the dialog load then, not with the page (issue 12).
const AddBankAccountDialog = onDemand(() => import('./add-bank-account-dialog'), 'AddBankAccountDialog');

/** Bank accounts for withdrawal, masked; add one until the configured limit. */
export function BankAccountsCard({ payeeName }: { payeeName: string }) {
  const { t } = useLingui();
  const accounts = useQuery(bankAccountsQueryOptions());
  const [adding, setAdding] = useState(false);
  const count = accounts.data?.list.length ?? 0;
  const limit = accounts.data?.limit ?? 0;
  return (
    <section className="money-card" aria-labelledby="banks-title">
      <div className="money-card__head">
        <h2 id="banks-title" className="money-card__title">
          <Trans>Bank accounts for withdrawal</Trans>
        </h2>
        {accounts.data ? (
          <span className="money-card__muted">
            <Trans>
              {count} of {limit}
            </Trans>
          </span>
        ) : null}
      </div>
      <QueryState query={accounts} label={t`Bank accounts`}>
        {({ list, limit }) => (
          <>
            {list.length === 0 ? (
              <EmptyState icon="bank" title={<Trans>No bank account yet</Trans>} text={<Trans>Add the account your withdrawals are paid to.</Trans>} />
            ) : (
              <ul className="bank-list" aria-label={t`Bank accounts`}>
                {list.map((account) => (
                  <li key={account.id} className="bank-list__item">
                    <span className="bank-list__icon">
                      <Icon name="bank" size={20} />
                    </span>
                    <span className="bank-list__text">
                      <strong>{account.bankName}</strong>
                      <span>{account.payeeName}</span>
                    </span>
                    <span className="bank-list__number">{account.accountNumberMasked}</span>
                  </li>
                ))}
              </ul>
            )}
            {list.length < limit ? (
              <Button onClick={() => setAdding(true)}>
                <Icon name="bank" size={18} />
                <Trans>Add bank account</Trans>
              </Button>
            ) : (
              <p className="money-note">
                <Trans>You have the most bank accounts allowed ({limit}). Contact customer service to change one.</Trans>
              </p>
            )}
          </>
        )}
      </QueryState>
      {adding ? <AddBankAccountDialog payeeName={payeeName} onClose={() => setAdding(false)} /> : null}
    </section>
  );
}

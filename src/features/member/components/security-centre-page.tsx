import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { profileQueryOptions } from '@/features/payments';
import { BankAccountsCard } from '@/features/payments';
import { ProfileCard } from './profile-card';
import { SecuritySettings } from './security-settings';
import '@/ui/money-pages.css';

/** securityCenter (SPEC 2, the default page): profile, contact details, passwords and bank accounts for withdrawal. */
export function SecurityCenterPage() {
  const { t } = useLingui();
  const profile = useQuery(profileQueryOptions());
  return (
    <div className="money-page">
      <PageHeader title={<Trans>Security centre</Trans>} description={<Trans>Your profile, contact details, passwords and bank accounts.</Trans>} />
      <QueryState query={profile} label={t`My account`}>
        {(data) => (
          <div className="money-page__grid">
            <ProfileCard profile={data} />
            <SecuritySettings profile={data} />
            <BankAccountsCard payeeName={data.payeeName ?? data.fullname ?? ''} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

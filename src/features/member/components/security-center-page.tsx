import { Trans, useLingui } from '@lingui/react/macro';
import { useMemberInfo } from '@/features/auth';
import { QueryState } from '@/ui/query-state';
import { SecurityActions } from './security-actions';

/** securityCenter (SPEC 2, the default page): the account and its security settings. */
export function SecurityCenterPage() {
  const { t } = useLingui();
  const member = useMemberInfo();
  return (
    <div className="member-centre">
      <h1>
        <Trans>Security centre</Trans>
      </h1>
      <QueryState query={member} label={t`My account`}>
        {({ account, nickname = account }) => (
          <div className="member-centre__account">
            <p>
              <Trans>
                Account {account} · {nickname}
              </Trans>
            </p>
            <SecurityActions />
          </div>
        )}
      </QueryState>
    </div>
  );
}

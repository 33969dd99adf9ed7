import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { registerSettingsQueryOptions } from '@/features/auth';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import { CreateDownlineForm } from './create-downline-form';
import { InviteCard } from './invite-card';
import './agent-page.css';
import './register-centre-page.css';

/** registerCenter (SPEC 2): create an account for a downline, or hand out the invite link. */
export function RegisterCentrePage() {
  const { t } = useLingui();
  const settings = useQuery(registerSettingsQueryOptions());
  return (
    <div className="agent-page">
      <PageHeader title={t`Create account`} description={t`Open an account directly below you, or share your invite link.`} />
      <div className="register-centre">
        <section className="panel">
          <QueryState query={settings} label={t`Registration settings`}>
            {(value) => <CreateDownlineForm settings={value} />}
          </QueryState>
        </section>
        <InviteCard />
      </div>
    </div>
  );
}

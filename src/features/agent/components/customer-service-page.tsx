import { Trans, useLingui } from '@lingui/react/macro';
import { serviceEntries, usePermission, type ServiceEntry } from '@/features/shell';
import { buttonClass } from '@/ui/button';
import { EmptyState } from '@/ui/empty-state';
import { Icon, type IconName } from '@/ui/icon';
import { PageHeader } from '@/ui/page-header';
import { QueryState } from '@/ui/query-state';
import './agent-page.css';
import './customer-service-page.css';

const ICONS: Record<ServiceEntry['csType'], IconName> = { LIVECHAT: 'chat', FACEBOOK: 'facebook', TELEGRAM: 'telegram', WHATSAPP: 'whatsapp' };

/** The agent menu's customer service: the site's live chat first (SPEC 3 customer-service channels), then the other channels. */
export function CustomerServicePage() {
  const { t } = useLingui();
  const permission = usePermission();
  const names: Record<ServiceEntry['csType'], string> = { LIVECHAT: t`Live chat`, FACEBOOK: 'Facebook', TELEGRAM: 'Telegram', WHATSAPP: 'WhatsApp' };
  return (
    <div className="agent-page">
      <PageHeader
        title={t`Customer service`}
        description={t`Our agent desk answers around the clock. Consultation hours for new agents: Monday to Friday, 12:00 noon to 9:00 pm.`}
      />
      <QueryState query={permission} label={t`Customer service`}>
        {(info) => {
          const entries = serviceEntries(info.customerService);
          if (entries.length === 0) return <EmptyState icon="headset" title={t`No customer-service channel is configured.`} />;
          const [first, ...others] = entries;
          return (
            <div className="service">
              {first ? (
                <section className="panel service__main" aria-labelledby="service-main">
                  <Icon name={ICONS[first.csType]} size={28} />
                  <div>
                    <h2 id="service-main">{first.title ?? names[first.csType]}</h2>
                    <p>
                      <Trans>Opens in a new tab; this page stays open.</Trans>
                    </p>
                  </div>
                  <a className={buttonClass({ variant: 'primary' })} href={first.href} target="_blank" rel="noopener noreferrer">
                    {first.csType === 'LIVECHAT' ? (
                      <Trans>Open live chat</Trans>
                    ) : (
                      <Trans comment="Button that opens a customer-service channel (Facebook, Telegram …) in a new tab">Open</Trans>
                    )}
                  </a>
                </section>
              ) : null}
              {others.length > 0 ? (
                <ul className="service__others">
                  {others.map((entry) => (
                    <li key={entry.csType}>
                      <a className="panel service__channel" href={entry.href} target="_blank" rel="noopener noreferrer">
                        <Icon name={ICONS[entry.csType]} size={20} />
                        <span>{entry.title ?? names[entry.csType]}</span>
                        <Icon name="chevron-right" size={14} />
                      </a>
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          );
        }}
      </QueryState>
    </div>
  );
}

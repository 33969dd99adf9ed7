import { Trans, useLingui } from '@lingui/react/macro';
import { Icon, type IconName } from '@/ui/icon';
import { usePermission } from '../api/use-permission';
import { serviceEntries, type ServiceEntry } from '../logic/app-links';

const ICONS: Record<ServiceEntry['csType'], IconName> = { LIVECHAT: 'chat', FACEBOOK: 'facebook', TELEGRAM: 'telegram', WHATSAPP: 'whatsapp' };

/** The side menu's customer-service channels, their obfuscated paths decoded here. */
export function CustomerServiceLinks({ compact }: { compact: boolean }) {
  const { t } = useLingui();
  const entries = serviceEntries(usePermission().data?.customerService);
  if (entries.length === 0) return null;
  const names: Record<ServiceEntry['csType'], string> = { LIVECHAT: t`Live chat`, FACEBOOK: 'Facebook', TELEGRAM: 'Telegram', WHATSAPP: 'WhatsApp' };
  return (
    <section className="side-menu__section" aria-labelledby="side-menu-service">
      <h2 id="side-menu-service" className="side-menu__heading">
        <Trans>Customer service</Trans>
      </h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.csType}>
            <a className="side-menu__item" href={entry.href} target="_blank" rel="noopener noreferrer" title={compact ? names[entry.csType] : undefined}>
              <Icon name={ICONS[entry.csType]} />
              <span className="side-menu__label">{names[entry.csType]}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

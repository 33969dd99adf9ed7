import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { Icon, type IconName } from '@/ui/icon';
import { usePermission } from '../api/use-permission';
import { resourceLink, serviceEntries } from '../logic/app-links';

function ExternalAction({ href, icon, label }: { href: string | null; icon: IconName; label: string }) {
  if (!href) return null;
  return (
    <li>
      <a className="service-widget__action" href={href} target="_blank" rel="noopener noreferrer" aria-label={label} title={label}>
        <Icon name={icon} />
      </a>
    </li>
  );
}

/** The service widget's shortcuts, shown once it is opened: invite, live chat, app download, Telegram, WhatsApp, back to top. */
export function ServiceWidgetActions() {
  const { t } = useLingui();
  const permission = usePermission().data;
  const livechat = serviceEntries(permission?.customerService).find((entry) => entry.csType === 'LIVECHAT')?.href ?? null;
  return (
    <ul id="service-widget-actions" className="service-widget__actions">
      <li>
        <Link to="/member" search={{ page: 'referral' }} className="service-widget__action" aria-label={t`Invite friends`} title={t`Invite friends`}>
          <Icon name="users" />
        </Link>
      </li>
      <ExternalAction href={livechat} icon="chat" label={t`Live chat`} />
      <ExternalAction href={resourceLink(permission?.resources, 'Android')} icon="download" label={t`Download the app`} />
      <ExternalAction href={resourceLink(permission?.resources, 'TELEGRAM')} icon="telegram" label="Telegram" />
      <ExternalAction href={resourceLink(permission?.resources, 'WHATSAPP')} icon="whatsapp" label="WhatsApp" />
      <li>
        <button
          type="button"
          className="service-widget__action"
          aria-label={t`Back to top`}
          title={t`Back to top`}
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        >
          <Icon name="arrow-up" />
        </button>
      </li>
    </ul>
  );
}

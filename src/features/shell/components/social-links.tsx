import { Trans } from '@lingui/react/macro';
import { Icon, type IconName } from '@/ui/icon';
import { usePermission } from '../api/use-permission';
import { resourceLink, serviceEntries } from '../logic/app-links';

/** Follow us: Facebook from customer service, the Telegram channel and WhatsApp from the resources. */
export function SocialLinks() {
  const permission = usePermission().data;
  const facebook = serviceEntries(permission?.customerService).find((entry) => entry.csType === 'FACEBOOK')?.href ?? null;
  const links: Array<[string, IconName, string | null]> = [
    ['Facebook', 'facebook', facebook],
    ['Telegram', 'telegram', resourceLink(permission?.resources, 'TELEGRAM')],
    ['WhatsApp', 'whatsapp', resourceLink(permission?.resources, 'WHATSAPP')],
  ];
  const available = links.filter((link): link is [string, IconName, string] => link[2] !== null);
  if (available.length === 0) return null;
  return (
    <section className="site-footer__social" aria-labelledby="footer-social">
      <h2 id="footer-social">
        <Trans>Follow us</Trans>
      </h2>
      <ul>
        {available.map(([name, icon, href]) => (
          <li key={name}>
            <a href={href} target="_blank" rel="noopener noreferrer" aria-label={name} className="social-link">
              <Icon name={icon} />
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

import { Trans } from '@lingui/react/macro';
import { Icon } from '@/ui/icon';
import { CustomerServiceButton } from './customer-service-button';
import './system-pages.css';

export function RegionBlockedPage({ ip }: { ip: string | null }) {
  return (
    <main className="system-page">
      <div className="system-page__card">
        <div className="system-page__icon" aria-hidden="true">
          <Icon name="blocked" size={36} />
        </div>
        <h1>
          <Trans>Access restricted</Trans>
        </h1>
        {ip ? (
          <p className="system-page__highlight">
            <Trans>Your IP address: {ip}</Trans>
          </p>
        ) : null}
        <p className="system-page__text">
          <Trans>Access to this site is restricted by location or IP. If you think this is a mistake, please contact customer service.</Trans>
        </p>
        <CustomerServiceButton />
      </div>
    </main>
  );
}

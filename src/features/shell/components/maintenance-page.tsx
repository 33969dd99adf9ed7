import { Trans } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { Icon } from '@/ui/icon';
import { CustomerServiceButton } from './customer-service-button';
import './system-pages.css';

export function MaintenancePage({ endTime }: { endTime: string | null }) {
  const end = endTime ? dayjs(endTime) : null;
  const endText = end?.isValid() ? end.format('YYYY-MM-DD HH:mm') : null;
  return (
    <main className="system-page">
      <div className="system-page__card">
        <div className="system-page__icon" aria-hidden="true">
          <Icon name="tools" size={36} />
        </div>
        <h1>
          <Trans>Site maintenance</Trans>
        </h1>
        {endText ? (
          <p className="system-page__highlight">
            <Trans>Expected to end at {endText}</Trans>
          </p>
        ) : null}
        <p className="system-page__text">
          <Trans>We are upgrading the site to serve you better. Your account and balance are safe. Please come back soon.</Trans>
        </p>
        <CustomerServiceButton />
      </div>
    </main>
  );
}

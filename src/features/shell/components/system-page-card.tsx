import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/ui/icon';
import { CustomerServiceButton } from './customer-service-button';
import './system-pages.css';

/** The full-page card of the maintenance and region-blocked pages: icon, title, one highlighted fact, text, customer service. */
export function SystemPageCard({ icon, title, highlight, children }: { icon: IconName; title: ReactNode; highlight?: ReactNode; children: ReactNode }) {
  return (
    <main className="system-page">
      <div className="system-page__card">
        <div className="system-page__icon" aria-hidden="true">
          <Icon name={icon} size={36} />
        </div>
        <h1>{title}</h1>
        {highlight ? <p className="system-page__highlight">{highlight}</p> : null}
        <p className="system-page__text">{children}</p>
        <CustomerServiceButton />
      </div>
    </main>
  );
}

import type { ReactNode } from 'react';
import { Icon, type IconName } from '@/ui/icon';
import './lobby-section.css';

type LobbySectionProps = { id: string; title: ReactNode; icon: IconName; actions?: ReactNode; children: ReactNode; className?: string };

/** A titled lobby section: icon, heading, actions on the right (arrows, "see all"). */
export function LobbySection({ id, title, icon, actions, children, className }: LobbySectionProps) {
  return (
    <section className={`lobby-section ${className ?? ''}`} aria-labelledby={id}>
      <header className="lobby-section__header">
        <h2 id={id} className="lobby-section__title">
          <span className="lobby-section__icon" aria-hidden="true">
            <Icon name={icon} size={18} />
          </span>
          {title}
        </h2>
        {actions ? <div className="lobby-section__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

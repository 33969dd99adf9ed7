import type { ReactNode } from 'react';
import { Icon, type IconName } from './icon';
import './empty-state.css';

type EmptyStateProps = { icon?: IconName; title: ReactNode; text?: ReactNode; /** A Button or Link that gets the person going. */ action?: ReactNode };

/** What an empty list or page says instead of nothing. */
export function EmptyState({ icon, title, text, action }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      {icon ? (
        <span className="empty-state__icon">
          <Icon name={icon} size={32} />
        </span>
      ) : null}
      <p className="empty-state__title">{title}</p>
      {text ? <p className="empty-state__text">{text}</p> : null}
      {action ? <div className="empty-state__action">{action}</div> : null}
    </div>
  );
}

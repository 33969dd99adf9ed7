import type { ReactNode } from 'react';
import './page-header.css';

type PageHeaderProps = { title: ReactNode; description?: ReactNode; actions?: ReactNode; /** h1 for a page, h2 inside a centre's content. */ level?: 1 | 2 };

/** A page's title, one line of description and its actions (member centre and agent pages). */
export function PageHeader({ title, description, actions, level = 1 }: PageHeaderProps) {
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <header className="page-header">
      <div className="page-header__text">
        <Heading className="page-header__title">{title}</Heading>
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}

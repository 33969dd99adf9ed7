import type { ReactNode } from 'react';
import '@/ui/page-header.css';

/**
 * The title block of the public pages (promotions, winners, app download):
 * PageHeader's look without its <header> element, which would make a second
 * banner landmark beside the site header on these top-level pages.
 */
export function PageIntro({ title, description }: { title: ReactNode; description?: ReactNode }) {
  return (
    <div className="page-header">
      <div className="page-header__text">
        <h1 className="page-header__title">{title}</h1>
        {description ? <p className="page-header__description">{description}</p> : null}
      </div>
    </div>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import type { CentreMenuItem } from './centre-layout';
import { CountBadge } from './badge';
import { Icon, type IconName } from './icon';

export type CentreMenuGroup = { key: string; title: string; items: readonly CentreMenuItem[] };

/** One titled group of the list. */
function Group({ group }: { group: CentreMenuGroup }) {
  const { t } = useLingui();
  const id = useId();
  return (
    <section className="centre-list__group" aria-labelledby={id}>
      <h2 id={id} className="centre-list__heading">
        {group.title}
      </h2>
      <ul>
        {group.items.map(({ count = 0, ...item }) => (
          <li key={item.key}>
            <Link to={item.path} className="centre-list__link" data-key={item.key}>
              <Icon name={item.icon as IconName} size={20} />
              <span className="centre-list__label">{item.label}</span>{' '}
              {count > 0 ? (
                <>
                  <CountBadge count={count} className="centre-list__count" />
                  <span className="visually-hidden">{t`${count} new`}</span>
                </>
              ) : null}
              <Icon name="chevron-right" size={16} className="centre-list__chevron" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A centre's pages as a grouped list: the phone's "Me" (member) and "More"
 * (agent). Each row is a full-width target with its red count (SPEC 2).
 */
export function CentreMenuList({ title, groups }: { title: string; groups: readonly CentreMenuGroup[] }) {
  return (
    <nav className="centre-list" aria-label={title}>
      <h1 className="centre-list__title">{title}</h1>
      {groups.map((group) => (
        <Group key={group.key} group={group} />
      ))}
    </nav>
  );
}

import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { useGameLauncher } from '@/features/games';
import { Icon } from '@/ui/icon';
import { CATEGORY_ICONS, useCategoryLabels } from '../hooks/use-category-labels';
import { dropdownLayout, headerItemAction, type Category, type CategoryType } from '../logic/categories';

type CategoryNavItemProps = {
  category: Category;
  active: boolean;
  expanded: boolean;
  dropdownId: string;
  onShow: (gameType: CategoryType, item: HTMLElement) => void;
  onHide: () => void;
};

/** One header item: its page, or its single vendor launched directly (SPEC 2), with a vendors toggle. */
export function CategoryNavItem({ category, active, expanded, dropdownId, onShow, onHide }: CategoryNavItemProps) {
  const { t } = useLingui();
  const label = useCategoryLabels()(category);
  const { launchVendor } = useGameLauncher();
  const item = useRef<HTMLLIElement>(null);
  const action = headerItemAction(category);
  const hasDropdown = dropdownLayout(category.vendors) !== 'none';
  const show = () => hasDropdown && item.current && onShow(category.gameType, item.current);
  const content = (
    <>
      <Icon name={CATEGORY_ICONS[category.gameType]} size={18} />
      <span>{label}</span>
    </>
  );
  return (
    <li ref={item} className="category-nav__item" onMouseEnter={show}>
      {action.kind === 'page' ? (
        <Link to={action.to} className="category-nav__link" aria-current={active ? 'page' : undefined} data-category={category.gameType} onFocus={show}>
          {content}
        </Link>
      ) : (
        <button
          type="button"
          className="category-nav__link"
          data-category={category.gameType}
          aria-current={active ? 'page' : undefined}
          onFocus={show}
          onClick={() => {
            onHide();
            launchVendor(action.vendor);
          }}
        >
          {content}
        </button>
      )}
      {hasDropdown ? (
        <button
          type="button"
          className="category-nav__toggle"
          data-toggle={category.gameType}
          aria-label={t`${label} providers`}
          aria-expanded={expanded}
          aria-controls={expanded ? dropdownId : undefined}
          onClick={() => {
            // Hover may already have opened it: pressing always opens and moves into the list.
            show();
            requestAnimationFrame(() => document.getElementById(dropdownId)?.querySelector<HTMLElement>('button')?.focus());
          }}
        >
          <Icon name="chevron-down" size={14} />
        </button>
      ) : null}
    </li>
  );
}

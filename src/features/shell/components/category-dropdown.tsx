import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useGameLauncher } from '@/features/games';
import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_QUERY } from '@/ui/breakpoints';
import { useCategoryLabels } from '../hooks/use-category-labels';
import { dropdownLayout, type Category } from '../logic/categories';
import { VendorLogo } from './vendor-logo';
import './category-dropdown.css';

type CategoryDropdownProps = {
  id: string;
  category: Category;
  left: number;
  onMouseEnter: () => void;
  /** Closes it: a vendor or the category's page chosen, or Escape. */
  onChoose: () => void;
};

/**
 * The vendors of a category under its header item; more than 10 use the large
 * grid (SPEC 9). On a phone: a full-width sheet, logos above whole names.
 */
export function CategoryDropdown({ id, category, left, onMouseEnter, onChoose }: CategoryDropdownProps) {
  const { t } = useLingui();
  const label = useCategoryLabels()(category);
  const { launchVendor } = useGameLauncher();
  const phone = useMediaQuery(PHONE_QUERY, false);
  const layout = phone ? 'sheet' : dropdownLayout(category.vendors);
  const self = useRef<HTMLDivElement>(null);
  // Escape closes it, here rather than in the category bar (the first screen's code; issue 33): the focus, if it was
  // in the bar (the drop-down's parent), goes back to the toggle (focusing the item itself would open it again).
  const gameType = category.gameType;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const bar = self.current?.parentElement;
      const hadFocus = bar?.contains(document.activeElement) === true;
      onChoose();
      if (hadFocus) bar?.querySelector<HTMLElement>(`[data-toggle="${gameType}"]`)?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [gameType, onChoose]);
  return (
    <div
      ref={self}
      id={id}
      className="category-dropdown"
      data-layout={layout}
      style={layout === 'list' ? { left: Math.max(8, left) } : undefined}
      role="group"
      aria-label={t`${label} providers`}
      onMouseEnter={onMouseEnter}
    >
      <ul className="category-dropdown__grid">
        {category.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <button
              type="button"
              className="category-dropdown__vendor"
              onClick={() => {
                onChoose();
                launchVendor(vendor);
              }}
            >
              <VendorLogo vendor={vendor} />
              <span>{vendor.displayName ?? vendor.vassalage}</span>
            </button>
          </li>
        ))}
      </ul>
      <Link to={category.route} className="category-dropdown__all" onClick={onChoose}>
        <Trans>View all {label}</Trans>
      </Link>
    </div>
  );
}

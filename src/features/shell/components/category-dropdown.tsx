import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useGameLauncher } from '@/features/games';
import { useMediaQuery } from '@/lib/use-media-query';
import { PHONE_QUERY } from '@/ui/breakpoints';
import { useCategoryLabels } from '../hooks/use-category-labels';
import { dropdownLayout, type Category } from '../logic/categories';
import { VendorLogo } from './vendor-logo';
import './category-dropdown.css';

type CategoryDropdownProps = { id: string; category: Category; left: number; onMouseEnter: () => void; onChoose: () => void };

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
  return (
    <div
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

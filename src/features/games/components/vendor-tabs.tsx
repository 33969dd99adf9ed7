import * as Tabs from '@radix-ui/react-tabs';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Vendor } from '@generated/model';
import { cardTheme } from '../logic/card-theme';

export const ALL_VENDORS = 'ALL';

/**
 * One tab per vendor of the category, plus all vendors. Manual activation:
 * arrow keys move between tabs, Enter or Space opens one (each opens a list).
 */
export function VendorTabs({
  vendors,
  value,
  onChange,
  children,
}: {
  vendors: readonly Vendor[];
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Tabs.Root value={value} onValueChange={onChange} activationMode="manual" className="vendor-tabs">
      <Tabs.List className="vendor-tabs__list" aria-label={t`Game providers`}>
        <Tabs.Trigger value={ALL_VENDORS} className="vendor-tabs__tab">
          <span className="vendor-tabs__all" aria-hidden="true">
            ★
          </span>
          {t`All providers`}
        </Tabs.Trigger>
        {vendors.map((vendor, index) => (
          <Tabs.Trigger key={vendor.vassalage} value={vendor.vassalage} className="vendor-tabs__tab">
            <span className={`vendor-tabs__mark game-card--theme-${cardTheme(index)}`} aria-hidden="true">
              {vendor.vassalage.slice(0, 2)}
            </span>
            {vendor.displayName ?? vendor.vassalage}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value={value} className="vendor-tabs__panel">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}

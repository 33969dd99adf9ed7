import * as Tabs from '@radix-ui/react-tabs';
import { useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
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
  // The panel is our own element, not Tabs.Content: Radix wraps Content in Presence, whose mount reads
  // getComputedStyle(...).animationName and so forces a style recalculation of the whole page in the
  // task that shows the list (about 10 ms real, 40 ms at Lighthouse's 4x CPU; issue 33, ADR 0037).
  const baseId = useId();
  const tabId = (tab: string) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  return (
    <Tabs.Root value={value} onValueChange={onChange} activationMode="manual" className="vendor-tabs">
      <Tabs.List className="vendor-tabs__list" aria-label={t`Game providers`}>
        <Tabs.Trigger value={ALL_VENDORS} id={tabId(ALL_VENDORS)} aria-controls={panelId} className="vendor-tabs__tab">
          <span className="vendor-tabs__all" aria-hidden="true">
            ★
          </span>
          {t`All providers`}
        </Tabs.Trigger>
        {vendors.map((vendor, index) => (
          <Tabs.Trigger key={vendor.vassalage} value={vendor.vassalage} id={tabId(vendor.vassalage)} aria-controls={panelId} className="vendor-tabs__tab">
            <span className={`vendor-tabs__mark game-card--theme-${cardTheme(index)}`} aria-hidden="true">
              {vendor.vassalage.slice(0, 2)}
            </span>
            {vendor.displayName ?? vendor.vassalage}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} className="vendor-tabs__panel">
        {children}
      </div>
    </Tabs.Root>
  );
}

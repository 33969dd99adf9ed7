import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode } from 'react';
import './tabs.css';

export type TabItem<V extends string> = { value: V; label: ReactNode; content: ReactNode };

/**
 * Tabs with the arrow-key behaviour of the WAI-ARIA pattern (Radix). With a
 * single tab the strip is left out (and the panel is a plain region). The
 * panels keep their place in the tree when tabs come and go (e.g. once the
 * site settings load), so a form the person already started is not reset.
 */
export function Tabs<V extends string>({ items, value, onChange, label }: { items: TabItem<V>[]; value: V; onChange: (value: V) => void; label: string }) {
  const single = items.length === 1;
  return (
    <RadixTabs.Root className="ui-tabs" value={value} onValueChange={(next) => onChange(next as V)}>
      {single ? null : (
        <RadixTabs.List className="ui-tabs__list" aria-label={label}>
          {items.map((item) => (
            <RadixTabs.Trigger key={item.value} value={item.value} className="ui-tabs__trigger">
              {item.label}
            </RadixTabs.Trigger>
          ))}
        </RadixTabs.List>
      )}
      {items.map((item) => (
        // Panels stay mounted (and keep what was typed) when another tab is shown.
        <RadixTabs.Content
          key={item.value}
          value={item.value}
          forceMount
          hidden={item.value !== value}
          className="ui-tabs__panel"
          {...(single ? { role: undefined, 'aria-labelledby': undefined, tabIndex: undefined } : {})}
        >
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}

import { Tabs as RadixTabs } from 'radix-ui';
import type { TabsProps } from './tabs.js';

/** Tabs with arrow-key navigation between triggers; only the chosen panel is rendered. */
export function RadixTabsView({ label, items, value, onValueChange, children }: TabsProps) {
  return (
    <RadixTabs.Root value={value ?? ''} onValueChange={onValueChange} activationMode="manual">
      <RadixTabs.List className="cr-tabs__list" aria-label={label}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className="cr-tabs__trigger">
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {value && (
        <RadixTabs.Content value={value} className="cr-tabs__panel">
          {children}
        </RadixTabs.Content>
      )}
    </RadixTabs.Root>
  );
}

import type { ReactNode } from 'react';
import { Tabs as RadixTabs } from 'radix-ui';

export interface TabItem {
  value: string;
  label: string;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  /** The chosen tab; none (undefined) leaves every tab unselected, e.g. for a welcome page. */
  value: string | undefined;
  onValueChange: (value: string) => void;
  /** The chosen tab's panel. */
  children?: ReactNode;
}

/** Tabs with arrow-key navigation between triggers; only the chosen panel is rendered. */
export function Tabs({ label, items, value, onValueChange, children }: TabsProps) {
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

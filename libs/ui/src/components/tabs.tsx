import { lazy, Suspense, type ReactNode } from 'react';

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

// Loaded on first use: the kit is shared whole, and most pages have no tabs.
const RadixTabsView = lazy(() =>
  import('./tabs-radix.js').then((module) => ({ default: module.RadixTabsView })),
);

export function Tabs(props: TabsProps) {
  return (
    <Suspense fallback={null}>
      <RadixTabsView {...props} />
    </Suspense>
  );
}

import type { ReactNode } from 'react';

export interface SidebarLayoutProps {
  /** The portal's name, at the top of the sidebar. */
  brand: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel: string;
  /** List items holding links; the current one should carry `aria-current="page"` (router NavLinks do). */
  nav: ReactNode;
  /** Under the navigation: a group selector, the logout button. */
  sidebarFooter?: ReactNode;
  /** Above the page, e.g. the current page's title or a notice. */
  header?: ReactNode;
  children: ReactNode;
  /** Id of the main region, target of the skip link. */
  mainId?: string;
}

export function SidebarLayout({
  brand,
  navLabel,
  nav,
  sidebarFooter,
  header,
  children,
  mainId,
}: SidebarLayoutProps) {
  return (
    <div className="cr-layout">
      <aside className="cr-layout__sidebar">
        <p className="cr-layout__brand">{brand}</p>
        <nav className="cr-layout__nav" aria-label={navLabel}>
          <ul>{nav}</ul>
        </nav>
        {sidebarFooter && <div className="cr-layout__footer">{sidebarFooter}</div>}
      </aside>
      <main className="cr-layout__main" id={mainId} tabIndex={-1}>
        {header}
        {children}
      </main>
    </div>
  );
}

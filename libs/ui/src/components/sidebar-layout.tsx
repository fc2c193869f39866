import { useId, useState, type MouseEvent, type ReactNode } from 'react';

export interface SidebarLayoutProps {
  /** The portal's name, at the top of the sidebar. */
  brand: ReactNode;
  /** Accessible name of the navigation landmark. */
  navLabel: string;
  /** The button that opens the navigation on a phone ('Menu'). */
  menuLabel: string;
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

/**
 * The portals' frame: a sidebar (brand, navigation, then the footer: group selector, logout) beside the page.
 * On a phone (under 761 px) the sidebar is a bar with the brand and a menu button, so the page's heading
 * and first action are in the first screen; the navigation opens under it and closes once a link is taken.
 */
export function SidebarLayout({
  brand,
  navLabel,
  menuLabel,
  nav,
  sidebarFooter,
  header,
  children,
  mainId,
}: SidebarLayoutProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) setOpen(false);
  };
  return (
    <div className="cr-layout">
      <aside className="cr-layout__sidebar">
        <div className="cr-layout__bar">
          <p className="cr-layout__brand">{brand}</p>
          <button
            type="button"
            className="cr-layout__menu"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((was) => !was)}
          >
            {menuLabel}
          </button>
        </div>
        <div id={panelId} className="cr-layout__panel" data-open={open}>
          <nav className="cr-layout__nav" aria-label={navLabel} onClick={closeOnLink}>
            <ul>{nav}</ul>
          </nav>
          {sidebarFooter && <div className="cr-layout__footer">{sidebarFooter}</div>}
        </div>
      </aside>
      <main className="cr-layout__main" id={mainId} tabIndex={-1}>
        {header}
        {children}
      </main>
    </div>
  );
}

import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, SidebarLayout } from '@crescendo/ui';
import type { Catalogue } from '@crescendo/i18n';
import { useAuth } from '@crescendo/web-auth';
import { GoogleSuccessNotice } from './google-success-notice.js';

/** A sidebar entry: the page's path under the portal and its navigation label's key. */
export interface NavPage {
  path: string;
  nav: `nav.${keyof Catalogue['nav']}`;
}

export interface AdminLayoutProps {
  basePath: string;
  /** The sidebar's pages: a school's (`adminPages`) or a board's (`boardPages`). */
  pages: readonly NavPage[];
  /** The sidebar's title. */
  brand: string;
}

export function AdminLayout({ basePath, pages, brand }: AdminLayoutProps) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  return (
    <SidebarLayout
      brand={brand}
      navLabel={t('common.mainNavigation')}
      menuLabel={t('portal.menu')}
      mainId="main"
      nav={pages.map((page) => (
        <li key={page.path}>
          <NavLink to={`${basePath}/${page.path}`}>{t(page.nav)}</NavLink>
        </li>
      ))}
      sidebarFooter={
        <Button variant="secondary" onClick={() => void logout()}>
          {t('common.logout')}
        </Button>
      }
      header={<GoogleSuccessNotice />}
    >
      <Outlet />
    </SidebarLayout>
  );
}

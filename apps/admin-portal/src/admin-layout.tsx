import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, SidebarLayout } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { GoogleSuccessNotice } from './google-success-notice.js';
import { adminPages } from './pages.js';

export function AdminLayout({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  return (
    <SidebarLayout
      brand={t('admin.title')}
      navLabel={t('common.mainNavigation')}
      menuLabel={t('portal.menu')}
      mainId="main"
      nav={adminPages.map((page) => (
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

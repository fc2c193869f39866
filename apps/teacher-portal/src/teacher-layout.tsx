import { useState } from 'react';
import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, SidebarLayout } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { GroupSelector } from './group-selector.js';
import { OperationNotice } from './operation-notice.js';
import { PageTitle } from './page-title.js';
import { teacherPages, type TeacherOutletContext } from './pages.js';

export function TeacherLayout({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const [groupId, setGroupId] = useState<string | null>(null);
  const context: TeacherOutletContext = { groupId };
  return (
    <SidebarLayout
      brand={t('teacher.title')}
      navLabel={t('common.mainNavigation')}
      mainId="main"
      nav={teacherPages.map((page) => (
        <li key={page.path}>
          <NavLink to={`${basePath}/${page.path}`}>{t(page.nav)}</NavLink>
        </li>
      ))}
      sidebarFooter={
        <>
          <GroupSelector value={groupId} onChange={setGroupId} />
          <Button variant="secondary" onClick={() => void logout()}>
            {t('common.logout')}
          </Button>
        </>
      }
      header={
        <>
          <OperationNotice />
          <PageTitle basePath={basePath} />
        </>
      }
    >
      <Outlet context={context} />
    </SidebarLayout>
  );
}

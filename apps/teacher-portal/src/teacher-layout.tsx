import { NavLink, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, SidebarLayout } from '@crescendo/ui';
import { UnreadBadge } from '@crescendo/chat-ui';
import { useAuth } from '@crescendo/web-auth';
import { useGroups } from './groups/groups-api.js';
import { GroupSelector } from './group-selector.js';
import { useMaestroStatus } from './maestro/maestro-api.js';
import { OperationNotice } from './operation-notice.js';
import { PageTitle } from './page-title.js';
import { teacherPages, type TeacherOutletContext } from './pages.js';
import { useSelectedGroup } from './selected-group.js';
import { TeacherStyles } from './teacher-styles.js';

export function TeacherLayout({ basePath }: { basePath: string }) {
  const { t } = useTranslation();
  const { logout, me } = useAuth();
  const [chosen, setGroupId] = useSelectedGroup();
  const groups = useGroups().data?.groups ?? [];
  // A group deleted or archived meanwhile is no longer a choice.
  const groupId = groups.some((group) => group.id === chosen) ? chosen : null;
  const context: TeacherOutletContext = { groupId, setGroupId };
  // Maestro IA off for the school (or not answering): its page is not offered (issue 30 §3).
  const maestroOn = useMaestroStatus().data?.enabled === true;
  const pages = teacherPages.filter((page) => page.path !== 'maestro' || maestroOn);
  return (
    <SidebarLayout
      brand={t('teacher.title')}
      navLabel={t('common.mainNavigation')}
      menuLabel={t('portal.menu')}
      mainId="main"
      nav={pages.map((page) => (
        <li key={page.path}>
          <NavLink to={`${basePath}/${page.path}`}>
            {t(page.nav)}
            {page.path === 'messages' && (
              <UnreadBadge me={me?.id} groupIds={groups.map((group) => group.id)} />
            )}
          </NavLink>
        </li>
      ))}
      sidebarFooter={
        <>
          <GroupSelector value={groupId} groups={groups} onChange={setGroupId} />
          <Button variant="secondary" onClick={() => void logout()}>
            {t('common.logout')}
          </Button>
        </>
      }
      header={
        <>
          <TeacherStyles />
          <OperationNotice />
          <PageTitle basePath={basePath} groupId={groupId} />
        </>
      }
    >
      <Outlet context={context} />
    </SidebarLayout>
  );
}

import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@crescendo/ui';
import { useAuth } from '@crescendo/web-auth';
import { isTeacherPage } from './pages.js';

/** Spec §2: the current page's title and description, or 'Bienvenue, {first name} !' elsewhere. */
export function PageTitle({ basePath, groupId }: { basePath: string; groupId: string | null }) {
  const { t } = useTranslation();
  const { me } = useAuth();
  const { pathname } = useLocation();
  const page = pathname.startsWith(`${basePath}/`)
    ? pathname.slice(basePath.length + 1).split('/')[0]
    : undefined;
  if (isTeacherPage(page)) {
    // Spec §2: 'Mes Groupes', or 'Groupe Sélectionné' while a group is chosen.
    const selected = page === 'groupes' && groupId !== null;
    return (
      <PageHeader
        title={selected ? t('groups.selectedTitle') : t(`teacher.pages.${page}.title`)}
        description={t(`teacher.pages.${page}.description`)}
      />
    );
  }
  return <PageHeader title={t('teacher.welcome', { firstName: me?.firstName ?? '' })} />;
}

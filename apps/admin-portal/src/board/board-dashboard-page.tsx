import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, EmptyState, PageHeader, Spinner, Tabs } from '@crescendo/ui';
import { formatDate, type Language } from '@crescendo/i18n';
import { LoadMoreButton, useLanguage } from '@crescendo/web-kit';
import { useBoardDashboardPages } from './board-dashboard-api.js';
import { BoardProgrammeTotalsSection } from './board-programme-totals.js';
import { BoardStyles } from './board-styles.js';
import { DashboardProgrammesTable } from './dashboard-programmes-table.js';
import { DashboardSchoolsTable } from './dashboard-schools-table.js';

type View = 'schools' | 'programmes';

/** A calendar day in words, read at noon UTC so that no time zone moves it to the day before. */
const dayText = (day: string, lang: Language) => formatDate(`${day}T12:00:00Z`, lang);

/**
 * /admin/tableau-de-bord, the board dashboard (issue 25 §4): this week per school ('Par école') and per
 * programme ('Par programme'), every figure about fewer than 5 students shown as '< 5'.
 */
export function BoardDashboardPage() {
  const { t } = useTranslation(['translation', 'board']);
  const lang = useLanguage();
  const pages = useBoardDashboardPages();
  const [view, setView] = useState<View>('schools');
  const schools = pages.data?.pages.flatMap((page) => page.schools) ?? [];
  const week = pages.data?.pages[0]?.week;

  return (
    <>
      <BoardStyles />
      <PageHeader title={t('board:dashboard.title')} description={t('board:dashboard.description')} />
      {pages.isPending ? (
        <Spinner label={t('app.loadingShort')} />
      ) : pages.isError ? (
        <Alert tone="error">{t('app.loadFailed')}</Alert>
      ) : schools.length === 0 ? (
        <EmptyState title={t('board:dashboard.empty')} />
      ) : (
        <>
          {week && (
            <p className="board-week">
              {t('board:dashboard.week', { from: dayText(week.from, lang), to: dayText(week.to, lang) })}
            </p>
          )}
          <div className="board-views">
            <Tabs
              label={t('board:dashboard.views.label')}
              items={[
                { value: 'schools', label: t('board:dashboard.views.schools') },
                { value: 'programmes', label: t('board:dashboard.views.programmes') },
              ]}
              value={view}
              onValueChange={(value) => setView(value as View)}
            >
              {view === 'schools' ? (
                <DashboardSchoolsTable schools={schools} />
              ) : (
                <>
                  <BoardProgrammeTotalsSection />
                  {schools.map((school) => (
                    <DashboardProgrammesTable key={school.id} school={school} />
                  ))}
                </>
              )}
            </Tabs>
          </div>
          <LoadMoreButton
            pages={pages}
            label={t('board:schools.loadMore')}
            busyLabel={t('app.loadingShort')}
            boxClassName="board-more"
          />
        </>
      )}
    </>
  );
}

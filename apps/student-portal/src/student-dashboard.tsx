import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, PageHeader, Tabs } from '@crescendo/ui';
import { AccountStyles, InstrumentQuestion } from '@crescendo/account-ui';
import { AnnouncementsPanel, ChatStyles } from '@crescendo/chat-ui';
import { useAuth } from '@crescendo/web-auth';
import { MyGoals } from './goals/my-goals.js';
import { MyLoans } from './inventory/my-loans.js';
import { MyLoansStyles } from './inventory/my-loans-styles.js';
import { MyReportCards } from './report-cards/my-report-cards.js';
import { MyReportCardsStyles } from './report-cards/my-report-cards-styles.js';
import { JoinGroupForm } from './join-group-form.js';
import { MyInformation } from './my-information.js';
import { UpcomingEvents } from './planning/upcoming-events.js';
import { QuickPractice } from './practice/quick-practice.js';
import { TabPanel } from './tab-panel.js';
import { isStudentTab, studentTabs } from './tabs.js';

/** /student/dashboard: the tabs Pratique, Chat, Finance, Profil, and a welcome page while none is chosen. */
export function StudentDashboard() {
  const { t } = useTranslation();
  const { me, logout } = useAuth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = isStudentTab(requested) ? requested : undefined;

  return (
    <main id="main" className="student-page" tabIndex={-1}>
      <PageHeader
        title={t('student.title')}
        actions={
          <Button variant="secondary" onClick={() => void logout()}>
            {t('common.logout')}
          </Button>
        }
      />
      <AccountStyles />
      <div className="student-columns">
        <div>
          {/* Spec §4: students see the instrument question until they answer it. */}
          {me?.role === 'student' && !me.instrument && <InstrumentQuestion />}
          <Tabs
            label={t('student.tabsLabel')}
            items={studentTabs.map((value) => ({ value, label: t(`student.tabs.${value}`) }))}
            value={tab}
            onValueChange={(value) => setParams({ tab: value })}
          >
            {tab && <TabPanel tab={tab} />}
          </Tabs>
          {!tab && (
            <section aria-labelledby="welcome" className="student-welcome">
              <h2 id="welcome">{t('student.welcome.title', { firstName: me?.firstName ?? '' })}</h2>
              <QuickPractice />
              <MyGoals />
              <UpcomingEvents />
              <MyLoansStyles />
              <MyLoans />
              <MyReportCardsStyles />
              <MyReportCards />
              <p>{t('student.welcome.text')}</p>
              <JoinGroupForm />
              <ChatStyles />
              <AnnouncementsPanel groupId={null} canManage={false} headingLevel={3} />
            </section>
          )}
        </div>
        <MyInformation />
      </div>
    </main>
  );
}

import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { ChatTab } from './chat/chat-tab.js';
import { PracticeTab } from './practice/practice-tab.js';
import { ProfileTab } from './profile-tab.js';
import type { StudentTab } from './tabs.js';

// 'Mes Finances' and its statement dialog load when the tab is opened.
const FinanceTab = lazy(() =>
  import('./finance/finance-tab.js').then((module) => ({ default: module.FinanceTab })),
);

const panelTitle = {
  pratique: 'student.tabs.pratique',
  chat: 'student.tabs.chat',
  finance: 'student.finances',
  profil: 'student.tabs.profil',
} as const satisfies Record<StudentTab, string>;

/** A tab's content; the others come with their own later issues. */
export function TabPanel({ tab }: { tab: StudentTab }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`panel-${tab}`}>
      <h2 id={`panel-${tab}`}>{t(panelTitle[tab])}</h2>
      {tab === 'profil' ? (
        <ProfileTab />
      ) : tab === 'pratique' ? (
        <PracticeTab />
      ) : tab === 'chat' ? (
        <ChatTab />
      ) : tab === 'finance' ? (
        <Suspense fallback={null}>
          <FinanceTab />
        </Suspense>
      ) : (
        <p>{t('common.comingSoon')}</p>
      )}
    </section>
  );
}

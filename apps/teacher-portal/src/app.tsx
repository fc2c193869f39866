import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ComingSoonPage } from './coming-soon-page.js';
import { GroupsPage } from './groups/groups-page.js';
import { StudentsPage } from './students/students-page.js';
import { teacherPages } from './pages.js';
import { portalQueryDefaults, RetryNotice, type PortalAppProps } from '@crescendo/web-kit';
import { TeacherProfilePage } from './profile-page.js';
import { TeacherLayout } from './teacher-layout.js';

const queryClient = new QueryClient({ defaultOptions: portalQueryDefaults });

// Maestro IA (issue 30) loads when the page is opened.
const MaestroPage = lazy(() =>
  import('./maestro/maestro-page.js').then((module) => ({ default: module.MaestroPage })),
);

// The practice screens (and their form, dialogs and follow-up) load when the page is opened.
const TeacherPracticePage = lazy(() =>
  import('./practice/teacher-practice-page.js').then((module) => ({ default: module.TeacherPracticePage })),
);
const TeacherMessagesPage = lazy(() =>
  import('./messages/teacher-messages-page.js').then((module) => ({ default: module.TeacherMessagesPage })),
);

// The purchases' screens, their dialogs and the CSV load when the page is opened.
const TeacherPurchasesPage = lazy(() =>
  import('./purchases/teacher-purchases-page.js').then((module) => ({
    default: module.TeacherPurchasesPage,
  })),
);

// 'Bulletins' (issue 29 §3) loads when the page is opened.
const ReportCardsPage = lazy(() =>
  import('./report-cards/report-cards-page.js').then((module) => ({ default: module.ReportCardsPage })),
);

// Lending by scan (issue 27) loads when the page is opened.
const TeacherInventoryPage = lazy(() =>
  import('./inventory/teacher-inventory-page.js').then((module) => ({
    default: module.TeacherInventoryPage,
  })),
);

// 'Calendrier' (issue 28 §2) loads when the page is opened.
const TeacherCalendarPage = lazy(() =>
  import('./calendar/calendar-page.js').then((module) => ({ default: module.TeacherCalendarPage })),
);

/** Pages with their own route below; the others show that they are coming. */
const built = new Set<string>([
  'profil',
  'groupes',
  'etudiants',
  'devoirs',
  'messages',
  'achats',
  'inventaire',
  'bulletins',
  'calendrier',
  'maestro',
]);

/** The teacher portal, exposed as `./App` and mounted by the shell at /teacher/*. Its routes are relative. */
export function App({ basePath }: PortalAppProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <RetryNotice queries={queryClient.getQueryCache()} />
      <Routes>
        <Route element={<TeacherLayout basePath={basePath} />}>
          <Route index element={null} />
          {/* Declared before the pages' list: React Router ranks an earlier sibling first. */}
          <Route path="profil" element={<TeacherProfilePage />} />
          <Route path="groupes" element={<GroupsPage />} />
          <Route path="etudiants" element={<StudentsPage />} />
          <Route
            path="devoirs"
            element={
              <Suspense fallback={null}>
                <TeacherPracticePage />
              </Suspense>
            }
          />
          <Route
            path="messages"
            element={
              <Suspense fallback={null}>
                <TeacherMessagesPage />
              </Suspense>
            }
          />
          <Route
            path="achats"
            element={
              <Suspense fallback={null}>
                <TeacherPurchasesPage />
              </Suspense>
            }
          />
          <Route
            path="bulletins"
            element={
              <Suspense fallback={null}>
                <ReportCardsPage />
              </Suspense>
            }
          />
          <Route
            path="calendrier"
            element={
              <Suspense fallback={null}>
                <TeacherCalendarPage />
              </Suspense>
            }
          />
          <Route
            path="inventaire"
            element={
              <Suspense fallback={null}>
                <TeacherInventoryPage />
              </Suspense>
            }
          />
          <Route
            path="maestro"
            element={
              <Suspense fallback={null}>
                <MaestroPage />
              </Suspense>
            }
          />
          {teacherPages
            .filter((page) => !built.has(page.path))
            .map((page) => (
              <Route key={page.path} path={page.path} element={<ComingSoonPage />} />
            ))}
          <Route path="*" element={<Navigate to={`${basePath}/groupes`} replace />} />
        </Route>
      </Routes>
    </QueryClientProvider>
  );
}

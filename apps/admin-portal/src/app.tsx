import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useAuth } from '@crescendo/web-auth';
import { AdminLayout } from './admin-layout.js';
import { ComingSoonPage } from './coming-soon-page.js';
import { AdminGroupsPage } from './groups/admin-groups-page.js';
import { adminPages, type AdminPage } from './pages.js';
import { portalQueryDefaults, RetryNotice, type PortalAppProps } from '@crescendo/web-kit';
import { AdminProfilePage } from './profile-page.js';
import { TeamRolesPage } from './team-roles-page.js';

const queryClient = new QueryClient({ defaultOptions: portalQueryDefaults });

// The practice screens (and their form, dialogs and follow-up) load when the page is opened.
const AdminMessagesPage = lazy(() =>
  import('./messages/admin-messages-page.js').then((module) => ({ default: module.AdminMessagesPage })),
);
const AdminPracticePage = lazy(() =>
  import('./practice/admin-practice-page.js').then((module) => ({ default: module.AdminPracticePage })),
);

// The budget's screens (its chart, dialogs and the purchases) load when the page is opened.
const BudgetPage = lazy(() =>
  import('./budget/budget-page.js').then((module) => ({ default: module.BudgetPage })),
);

// The inventory's screens (issue 27) load when the page is opened.
const InventoryPage = lazy(() =>
  import('./inventory/inventory-page.js').then((module) => ({ default: module.InventoryPage })),
);

// The department's calendar (issue 28) loads when the page is opened.
const PlanningPage = lazy(() =>
  import('./planning/planning-page.js').then((module) => ({ default: module.PlanningPage })),
);

// The school year's terms (issue 29 §3) load when the page is opened.
const TermsPage = lazy(() =>
  import('./terms/terms-page.js').then((module) => ({ default: module.TermsPage })),
);

// The settings of the school (issue 25 §3) load when the page is opened.
const PoliciesPage = lazy(() =>
  import('./policies/policies-page.js').then((module) => ({ default: module.PoliciesPage })),
);

// 'Confidentialité' (issue 31 §6) loads when the page is opened.
const PrivacyPage = lazy(() =>
  import('./privacy/privacy-page.js').then((module) => ({ default: module.PrivacyPage })),
);

// A board administrator's pages (decision 0050): a school's administrator never loads them.
const BoardRoutes = lazy(() =>
  import('./board/board-routes.js').then((module) => ({ default: module.BoardRoutes })),
);

/** Pages already built; the others show their title until their issue fills them. */
const built: Partial<Record<AdminPage, ReactNode>> = {
  groupes: <AdminGroupsPage />,
  devoirs: (
    <Suspense fallback={null}>
      <AdminPracticePage />
    </Suspense>
  ),
  messages: (
    <Suspense fallback={null}>
      <AdminMessagesPage />
    </Suspense>
  ),
  budget: (
    <Suspense fallback={null}>
      <BudgetPage />
    </Suspense>
  ),
  inventaire: (
    <Suspense fallback={null}>
      <InventoryPage />
    </Suspense>
  ),
  planification: (
    <Suspense fallback={null}>
      <PlanningPage />
    </Suspense>
  ),
  etapes: (
    <Suspense fallback={null}>
      <TermsPage />
    </Suspense>
  ),
  reglages: (
    <Suspense fallback={null}>
      <PoliciesPage />
    </Suspense>
  ),
  confidentialite: (
    <Suspense fallback={null}>
      <PrivacyPage />
    </Suspense>
  ),
  roles: <TeamRolesPage />,
  profil: <AdminProfilePage />,
};

/** A school administrator's portal: the school's pages, as the spec lists them. */
function SchoolRoutes({ basePath }: PortalAppProps) {
  const { t } = useTranslation();
  return (
    <Routes>
      <Route element={<AdminLayout basePath={basePath} pages={adminPages} brand={t('admin.title')} />}>
        <Route index element={<Navigate to={`${basePath}/groupes`} replace />} />
        {adminPages.map((page) => (
          <Route
            key={page.path}
            path={page.path}
            element={built[page.path] ?? <ComingSoonPage page={page.path} />}
          />
        ))}
        <Route path="*" element={<Navigate to={`${basePath}/groupes`} replace />} />
      </Route>
    </Routes>
  );
}

/**
 * The admin portal, exposed as `./App` and mounted by the shell at /admin/*. Its routes are relative. A school's
 * administrator has the school's pages; a board's administrator the board's ('Écoles'), and never the other's.
 */
export function App({ basePath }: PortalAppProps) {
  const { me } = useAuth();
  return (
    <QueryClientProvider client={queryClient}>
      <RetryNotice queries={queryClient.getQueryCache()} />
      {me?.role === 'board-admin' ? (
        <Suspense fallback={null}>
          <BoardRoutes basePath={basePath} />
        </Suspense>
      ) : (
        <SchoolRoutes basePath={basePath} />
      )}
    </QueryClientProvider>
  );
}

import type { ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AdminLayout } from '../admin-layout.js';
import { BoardDashboardPage } from './board-dashboard-page.js';
import { BoardProfilePage } from './board-profile-page.js';
import { boardPages, type BoardPage } from './board-pages.js';
import { BoardSchoolsPage } from './board-schools-page.js';
import { SignInDomainsPage } from './sign-in-domains-page.js';
import { PoliciesPage } from '../policies/policies-page.js';
import { PrivacyPage } from '../privacy/privacy-page.js';

const pageOf: Record<BoardPage, ReactNode> = {
  ecoles: <BoardSchoolsPage />,
  'tableau-de-bord': <BoardDashboardPage />,
  'connexion-par-domaine': <SignInDomainsPage />,
  reglages: <PoliciesPage />,
  confidentialite: <PrivacyPage />,
  profil: <BoardProfilePage />,
};

/** The admin portal of a board administrator: 'Écoles', 'Tableau de bord', 'Connexion par domaine', 'Réglages', 'Confidentialité' and 'Profil'; any other path leads to 'Écoles'. */
export function BoardRoutes({ basePath }: { basePath: string }) {
  const { t } = useTranslation('board');
  return (
    <Routes>
      <Route element={<AdminLayout basePath={basePath} pages={boardPages} brand={t('portalTitle')} />}>
        <Route index element={<Navigate to={`${basePath}/ecoles`} replace />} />
        {boardPages.map((page) => (
          <Route key={page.path} path={page.path} element={pageOf[page.path]} />
        ))}
        <Route path="*" element={<Navigate to={`${basePath}/ecoles`} replace />} />
      </Route>
    </Routes>
  );
}

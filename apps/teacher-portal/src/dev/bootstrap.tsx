import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { initReactI18next } from 'react-i18next';
import { initI18n } from '@crescendo/i18n';
import { ToastArea, UiStyles } from '@crescendo/ui';
import { DevAuthProvider } from '@crescendo/web-auth';
import { App } from '../app.js';
import { devUser } from './dev-user.js';

function DevPage() {
  const { t } = useTranslation();
  return (
    <DevAuthProvider me={devUser}>
      <UiStyles />
      <BrowserRouter>
        <Routes>
          <Route path="/teacher/*" element={<App basePath="/teacher" />} />
          <Route path="*" element={<Navigate to="/teacher" replace />} />
        </Routes>
      </BrowserRouter>
      <ToastArea label={t('common.notifications')} closeLabel={t('common.close')} />
    </DevAuthProvider>
  );
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
initI18n('fr', [initReactI18next]);
createRoot(container).render(
  <StrictMode>
    <DevPage />
  </StrictMode>,
);

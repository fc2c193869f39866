import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { initReactI18next, useTranslation } from 'react-i18next';
import type { Me } from '@crescendo/contracts';
import { initPreloadedI18n } from '@crescendo/i18n/preloaded';
import { ToastArea, UiStyles } from '@crescendo/ui';
import { DevAuthProvider } from '@crescendo/web-auth';
import type { PortalAppProps } from '../portal-props.js';

export interface DevPageOptions {
  /** Where the portal is mounted, as the shell would: `/admin`. */
  basePath: string;
  /** Where `/` leads: the portal's first page (`/admin/groupes`). */
  home: string;
  App: ComponentType<PortalAppProps>;
  /** The signed-in user the page pretends to be. */
  me: Me;
}

function DevPage({ basePath, home, App, me }: DevPageOptions) {
  const { t } = useTranslation();
  return (
    <DevAuthProvider me={me}>
      <UiStyles />
      <BrowserRouter>
        <Routes>
          <Route path={`${basePath}/*`} element={<App basePath={basePath} />} />
          <Route path="*" element={<Navigate to={home} replace />} />
        </Routes>
      </BrowserRouter>
      <ToastArea label={t('common.notifications')} closeLabel={t('common.close')} />
    </DevAuthProvider>
  );
}

/** A portal alone on its own page (`npm run dev`), signed in as `me`, in French, without the shell. */
export function startDevPage(options: DevPageOptions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  initPreloadedI18n('fr', [initReactI18next]);
  createRoot(container).render(
    <StrictMode>
      <DevPage {...options} />
    </StrictMode>,
  );
}

import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Spinner, ToastArea, UiStyles } from '@crescendo/ui';
import { ShellStyles } from './layout/shell-styles.js';
import { PrivacyPage, TermsPage } from './pages/legal-pages.js';
import { LandingPage } from './pages/landing-page.js';
import { PricingPage } from './pages/pricing-page.js';
import { publicPaths, type PublicPath } from './routing/public-paths.js';
import { loadSessionArea } from './session/load-session-area.js';

const publicPages: Record<PublicPath, ComponentType> = {
  '/home': LandingPage,
  '/pricing': PricingPage,
  '/privacy': PrivacyPage,
  '/terms': TermsPage,
};

const SessionArea = lazy(() => loadSessionArea().then((module) => ({ default: module.SessionArea })));

/**
 * The route table of the specification (§2): the public pages render at once, without the session;
 * every other path is the session's (configuration, sign-in, portals), loaded when first needed.
 */
export function ShellRoot() {
  const { t } = useTranslation();
  return (
    <>
      <UiStyles />
      <ShellStyles />
      <a className="cr-skip-link" href="#main">
        {t('app.skipToContent')}
      </a>
      <BrowserRouter>
        <Routes>
          {publicPaths.map((path) => {
            const Page = publicPages[path];
            return <Route key={path} path={path} element={<Page />} />;
          })}
          <Route
            path="*"
            element={
              <Suspense fallback={<Spinner label={t('app.loading')} fullScreen />}>
                <SessionArea />
              </Suspense>
            }
          />
        </Routes>
      </BrowserRouter>
      <ToastArea label={t('common.notifications')} closeLabel={t('common.close')} />
    </>
  );
}
